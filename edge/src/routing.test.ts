// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { previewIdOf } from '@intenta/serve/static-rules.mjs';
import { activeCanary, originFor, type CanaryState } from './routing.mjs';

const origins = {
  shell: 'http://localhost:3100',
  home: 'http://localhost:3101',
  blog: 'https://blog.cdn.intenta.example',
};

describe('the origin a Host names', () => {
  it('is a remote by its origin, locally by its port on any loopback name', () => {
    expect(originFor('blog.cdn.intenta.example', origins, previewIdOf)).toEqual({
      kind: 'remote',
      app: 'blog',
    });
    expect(originFor('localhost:3101', origins, previewIdOf)).toEqual({ kind: 'remote', app: 'home' });
    expect(originFor('127.0.0.1:3101', origins, previewIdOf)).toEqual({ kind: 'remote', app: 'home' });
  });

  it('is a preview by its host, else the shell', () => {
    expect(originFor('r42.preview.localhost:3100', origins, previewIdOf)).toEqual({
      kind: 'preview',
      id: 'r42',
    });
    expect(originFor('localhost:3100', origins, previewIdOf)).toEqual({ kind: 'shell' });
    expect(originFor('intenta.example', origins, previewIdOf)).toEqual({ kind: 'shell' });
  });
});

describe('an active canary', () => {
  const canary: CanaryState = {
    app: 'blog',
    version: 'v2',
    release: 'r2',
    base: 'r1',
    share: 10,
    state: 'running',
  };
  const state = { canary, current: 'r1', releases: ['r1', 'r2'] };

  it('runs, started on the release still current, with its release published', () => {
    expect(activeCanary(state)).toBe(canary);
  });

  it('is none once aborted or promoted, after a promote or rollback, or without its release', () => {
    expect(activeCanary({ ...state, canary: null })).toBeNull();
    expect(activeCanary({ ...state, canary: { ...canary, state: 'aborted' } })).toBeNull();
    expect(activeCanary({ ...state, canary: { ...canary, state: 'promoted' } })).toBeNull();
    expect(activeCanary({ ...state, current: 'r3' })).toBeNull();
    expect(activeCanary({ ...state, current: null })).toBeNull();
    expect(activeCanary({ ...state, releases: ['r1'] })).toBeNull();
  });
});
