import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  REMOTE_MODULES,
  remotePageRef,
  type ExposedModule,
  type ExposedModuleOf,
  type RemotePageRef,
} from './contract';

describe('page references of the contract', () => {
  it('names every module the contract gives a remote', () => {
    for (const [remote, modules] of Object.entries(REMOTE_MODULES))
      for (const module of modules) expect(remotePageRef(remote, module)).toEqual({ remote, module });
  });

  it("refuses another remote's module, an unknown remote and an unknown module", () => {
    expect(remotePageRef('home', 'BlogListPage')).toBeUndefined();
    expect(remotePageRef('shop', 'HomePage')).toBeUndefined();
    expect(remotePageRef('blog', 'BlogPage')).toBeUndefined();
  });

  it('types the module a reference loads as that remote’s', () => {
    expectTypeOf<ExposedModuleOf<{ remote: 'blog'; module: 'BlogPostPage' }>>().toEqualTypeOf<
      ExposedModule<'blog', 'BlogPostPage'>
    >();
    expectTypeOf<{ remote: 'home'; module: 'BlogListPage' }>().not.toExtend<RemotePageRef>();
  });
});
