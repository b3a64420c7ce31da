// @vitest-environment node
// The studio's publisher (issue 38, item 2) with fakes for the release tools and the content
// repository, so no build runs: one preview per saved version of an entry, publishing exactly
// the reviewed release (never while it is still being built, nor after the branch moved),
// scheduling, undo, and what the panel is told (the build log apart).
import { makeCurrent, rollback } from '../../release/api.mjs';
import { openDeployment } from '../../release/deployment.mjs';
import { publishChanges, type PublishResult } from '../../release/publish.mjs';
import type { ContentRepo } from './content-repo.mjs';
import { createQueue } from './queue.mjs';

vi.mock('../../release/publish.mjs', () => ({ publishChanges: vi.fn(), publishDue: vi.fn() }));
vi.mock('../../release/api.mjs', () => ({ makeCurrent: vi.fn(), rollback: vi.fn() }));
vi.mock('../../release/deployment.mjs', () => ({ openDeployment: vi.fn() }));

const { createPublisher } = await import('./publisher.mjs');

const REPO = '/content/repo';
const DEPLOY = '/deploy';
const ENTRY = 'home-faq/faq';
const NOW = new Date('2026-03-01T10:00:00.000Z');

const ready = (): PublishResult => ({
  status: 'preview',
  apps: ['home'],
  versions: { home: 'v2' },
  releaseId: 'R2',
  previewUrl: 'http://R2.preview.localhost:3000',
  refusals: [],
  reasons: [],
  log: 'build log',
});

/** A promise settled from outside: a build that takes as long as the test wants. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/** The content repository as the publisher sees it: where `cms/<entry>` and the branch point. */
function fakeContent() {
  const refs: Record<string, string> = { main: 'base1', [`cms/${ENTRY}`]: 'sha1' };
  const content = {
    repo: REPO,
    branch: 'main',
    git: vi.fn((...args: string[]) => {
      if (args[0] === 'for-each-ref')
        return Object.keys(refs)
          .filter((ref) => ref.startsWith('studio-removal/'))
          .join('\n');
      if (args[0] !== 'rev-parse' || !args[1] || !(args[1] in refs))
        throw new Error(`unexpected git ${args.join(' ')}`);
      return refs[args[1]]!;
    }),
    withCheckout: vi.fn((_sha: string | null, task: (dir: string) => Promise<unknown>) => task('/tmp/x')),
    /** A removal's commit waits on its own branch; main does not move. */
    commitRemoval: vi.fn((ref: string) => void (refs[ref] = 'removal1')),
    mergeAndDrop: vi.fn((ref: string) => {
      refs.main = 'after-removal';
      delete refs[ref];
    }),
    dropBranch: vi.fn((ref: string) => void delete refs[ref]),
    changedFiles: vi.fn(() => ['a.en.md', 'a.es.md']),
  };
  return { refs, content };
}

function setUp({ schedule }: { schedule?: string } = {}) {
  const { refs, content } = fakeContent();
  const queue = createQueue();
  const titleOf = vi.fn(async () => 'Home page: Frequently asked questions');
  const scheduleOf = vi.fn(() => schedule);
  const publisher = createPublisher({
    content: content as unknown as ContentRepo,
    deployDir: DEPLOY,
    queue,
    titleOf,
    scheduleOf,
    now: () => NOW,
  });
  /** Merges the entry the way decap-server does: the branch moves to a new commit. */
  const merge = vi.fn(async () => {
    refs.main = 'after1';
    return { ok: true };
  });
  return { refs, content, queue, titleOf, scheduleOf, publisher, merge };
}

const addPendingContent = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(publishChanges).mockImplementation(async () => ready());
  vi.mocked(openDeployment).mockReturnValue({ addPendingContent } as unknown as ReturnType<
    typeof openDeployment
  >);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('previews', () => {
  it('builds one preview per saved version of an entry, however often it is asked for', async () => {
    const { refs, publisher, content } = setUp();
    const first = publisher.previewOf(ENTRY);
    const again = publisher.previewOf(ENTRY);
    expect(again).toBe(first);
    expect(await again.result).toBe(await first.result);
    // Asked after it is built, too.
    expect(publisher.previewOf(ENTRY)).toBe(first);
    expect(publishChanges).toHaveBeenCalledTimes(1);
    expect(content.withCheckout).toHaveBeenCalledWith('sha1', expect.any(Function));

    refs[`cms/${ENTRY}`] = 'sha2'; // saved again
    const second = publisher.previewOf(ENTRY);
    expect(second).not.toBe(first);
    expect((await second.result).id).not.toBe((await first.result).id);
    expect(publishChanges).toHaveBeenCalledTimes(2);
    expect(content.withCheckout).toHaveBeenLastCalledWith('sha2', expect.any(Function));

    refs.main = 'base2'; // something else was published: the preview is built on it again
    const third = publisher.previewOf(ENTRY);
    expect(third).not.toBe(second);
    await third.result;
    expect(publishChanges).toHaveBeenCalledTimes(3);
    expect(publishChanges).toHaveBeenLastCalledWith(expect.objectContaining({ since: 'base2' }));
  });

  it('records the steps from saved to ready, the preview address and the title', async () => {
    vi.mocked(publishChanges).mockImplementation(async ({ onStep = () => undefined }) => {
      onStep('building');
      onStep('checking');
      onStep('rendering');
      return ready();
    });
    const { publisher, titleOf } = setUp();
    const event = await publisher.previewOf(ENTRY).result;
    expect(titleOf).toHaveBeenCalledWith(ENTRY, 'sha1');
    expect(event).toMatchObject({
      entry: ENTRY,
      title: 'Home page: Frequently asked questions',
      action: 'preview',
      status: 'ready',
      text: 'preview ready (home)',
      apps: ['home'],
      releaseId: 'R2',
      previewUrl: 'http://R2.preview.localhost:3000',
      reasons: [],
    });
    expect(event.steps.map(({ step }) => step)).toEqual([
      'saved',
      'building the preview',
      'checking',
      'rendering every page',
      'ready',
    ]);
    expect(publishChanges).toHaveBeenCalledWith(
      expect.objectContaining({
        checkout: '/tmp/x',
        since: 'base1',
        preview: true,
        deployDir: DEPLOY,
        now: NOW,
      }),
    );
  });

  it('opens the preview on the page the entry changes, when it names one', async () => {
    const { publisher, content } = setUp();
    const pageOf = vi.fn(async () => '/blog/a-post');
    const withPage = createPublisher({
      content: content as unknown as ContentRepo,
      deployDir: DEPLOY,
      queue: createQueue(),
      titleOf: async () => 'A post',
      pageOf,
      scheduleOf: () => undefined,
      now: () => NOW,
    });
    expect(await withPage.previewOf(ENTRY).result).toMatchObject({ page: '/blog/a-post' });
    expect(pageOf).toHaveBeenCalledWith(ENTRY, 'sha1', false);
    expect(await publisher.previewOf(ENTRY).result).not.toHaveProperty('page');
  });

  it('keeps the entry as its title when the title cannot be read', async () => {
    const { publisher, titleOf } = setUp();
    titleOf.mockRejectedValueOnce(new Error('unreadable'));
    const event = await publisher.previewOf(ENTRY).result;
    expect(event).toMatchObject({ title: ENTRY, status: 'ready' });
  });

  it('says why the checks refused a preview, and builds it again when asked again', async () => {
    vi.mocked(publishChanges).mockResolvedValueOnce({
      ...ready(),
      status: 'refused',
      releaseId: undefined,
      previewUrl: undefined,
      reasons: ['Home page: Frequently asked questions · question 2 is empty'],
    });
    const { publisher } = setUp();
    const refused = publisher.previewOf(ENTRY);
    const event = await refused.result;
    expect(event).toMatchObject({
      status: 'refused',
      text: 'refused by the checks: nothing was published',
      reasons: ['Home page: Frequently asked questions · question 2 is empty'],
    });
    expect(event.previewUrl).toBeUndefined();
    expect(event.steps.map(({ step }) => step)).toEqual(['saved', 'refused']);
    const again = publisher.previewOf(ENTRY);
    expect(again).not.toBe(refused);
    expect((await again.result).status).toBe('ready');
    expect(publishChanges).toHaveBeenCalledTimes(2);
  });

  it('refuses a preview whose build failed with the first line of the error, the rest in the log', async () => {
    const { publisher, content } = setUp();
    content.withCheckout.mockRejectedValueOnce(
      new Error(
        'This entry conflicts with a change published since it was opened: open it again and save.\ndetails',
      ),
    );
    const event = await publisher.previewOf(ENTRY).result;
    expect(event.status).toBe('refused');
    expect(event.reasons).toEqual([
      'This entry conflicts with a change published since it was opened: open it again and save.',
    ]);
    expect(publisher.logOf(event.id)).toContain('details');
  });

  it('refuses an entry that changes nothing on the site, saying so', async () => {
    vi.mocked(publishChanges).mockResolvedValueOnce({
      ...ready(),
      status: 'nothing',
      apps: [],
      releaseId: undefined,
    });
    const { publisher } = setUp();
    const event = await publisher.previewOf(ENTRY).result;
    expect(event).toMatchObject({ status: 'refused', reasons: ['Nothing in this entry changes the site.'] });
  });
});

describe('publish', () => {
  it('makes the reviewed preview current after merging the entry, and says it is live', async () => {
    const { publisher, merge } = setUp();
    await publisher.previewOf(ENTRY).result;
    const answer = await publisher.publish(ENTRY, merge);
    expect(answer.ok).toBe(true);
    expect(merge).toHaveBeenCalledTimes(1);
    expect(makeCurrent).toHaveBeenCalledTimes(1);
    expect(makeCurrent).toHaveBeenCalledWith({
      releaseId: 'R2',
      deployDir: DEPLOY,
      content: [{ repo: REPO, before: 'base1', after: 'after1' }],
    });
    expect(merge.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(makeCurrent).mock.invocationCallOrder[0]!,
    );
    expect(publishChanges).toHaveBeenCalledTimes(1); // the reviewed build, not a new one
    expect(addPendingContent).not.toHaveBeenCalled();
    const live = answer.ok ? answer.event : undefined;
    expect(live).toMatchObject({
      entry: ENTRY,
      title: 'Home page: Frequently asked questions',
      action: 'publish',
      status: 'live',
      text: 'live: release R2 (home)',
      apps: ['home'],
      releaseId: 'R2',
    });
    expect(publisher.state().events[0]).toMatchObject({ status: 'live', id: live?.id });
  });

  it('answers Publish straight from review at once: the preview it starts is still building', async () => {
    const { publisher, merge } = setUp();
    const answer = await publisher.publish(ENTRY, merge);
    expect(answer.ok ? '' : answer.message).toMatch(
      /^Not published yet: the preview of this entry is still being built .*Press Publish again when the panel says the preview is ready/,
    );
    expect(merge).not.toHaveBeenCalled();
    await publisher.previewOf(ENTRY).result;
    expect(await publisher.publish(ENTRY, merge)).toMatchObject({ ok: true, event: { status: 'live' } });
    expect(publishChanges).toHaveBeenCalledTimes(1);
    expect(makeCurrent).toHaveBeenCalledTimes(1);
  });

  it('changes nothing while the preview is still being built, and says so', async () => {
    const build = gate<PublishResult>();
    vi.mocked(publishChanges).mockReturnValueOnce(build.promise);
    const { publisher, merge } = setUp();
    const preview = publisher.previewOf(ENTRY);
    const answer = await publisher.publish(ENTRY, merge);
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.message).toMatch(/^Not published yet: .*still being built/);
    expect(merge).not.toHaveBeenCalled();
    expect(makeCurrent).not.toHaveBeenCalled();
    expect(preview.event.status).toBe('working');
    build.open(ready());
    expect((await preview.result).status).toBe('ready');
    expect(merge).not.toHaveBeenCalled();
    expect(makeCurrent).not.toHaveBeenCalled();
  });

  it('refuses an entry the checks refused, without merging it', async () => {
    vi.mocked(publishChanges).mockImplementation(async () => ({
      ...ready(),
      status: 'refused',
      releaseId: undefined,
      previewUrl: undefined,
      reasons: ['a reason'],
    }));
    const { publisher, merge } = setUp();
    await publisher.previewOf(ENTRY).result;
    const answer = await publisher.publish(ENTRY, merge);
    expect(answer).toEqual({
      ok: false,
      message: 'Not published: the checks refused this entry, nothing changed on the site. a reason',
    });
    expect(merge).not.toHaveBeenCalled();
    expect(makeCurrent).not.toHaveBeenCalled();
  });

  it('refuses when something else was published since the preview was built, without merging', async () => {
    const { refs, publisher, merge, queue } = setUp();
    await publisher.previewOf(ENTRY).result;
    const other = gate<void>();
    void queue.run('publishing another entry', () => other.promise);
    const answer = publisher.publish(ENTRY, merge);
    refs.main = 'base2'; // another entry went live while this one waited for its turn
    other.open();
    expect(await answer).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^Not published: something else was published since this preview was built/,
      ),
    });
    expect(merge).not.toHaveBeenCalled();
    expect(makeCurrent).not.toHaveBeenCalled();
  });

  it('passes on why the merge failed, making nothing current', async () => {
    const { publisher } = setUp();
    const merge = vi.fn(async () => ({ ok: false, message: 'The entry could not be merged: locked.' }));
    await publisher.previewOf(ENTRY).result;
    expect(await publisher.publish(ENTRY, merge)).toEqual({
      ok: false,
      message: 'The entry could not be merged: locked.',
    });
    expect(makeCurrent).not.toHaveBeenCalled();
  });

  it('previews a scheduled entry as the site will be at its time, and publishing schedules it', async () => {
    const at = '2026-04-01T09:00:00.000Z';
    const { publisher, merge, scheduleOf } = setUp({ schedule: at });
    const preview = publisher.previewOf(ENTRY);
    expect(scheduleOf).toHaveBeenCalledWith(ENTRY, 'sha1', NOW);
    expect(preview.event).toMatchObject({
      publishAt: at,
      text: `building the preview as the site will be at ${at}`,
    });
    expect((await preview.result).status).toBe('ready');
    expect(publishChanges).toHaveBeenCalledWith(expect.objectContaining({ now: new Date(at) }));

    const answer = await publisher.publish(ENTRY, merge);
    expect(answer).toMatchObject({
      ok: true,
      event: {
        entry: ENTRY,
        action: 'schedule',
        status: 'scheduled',
        publishAt: at,
        text: `scheduled: goes live by itself at ${at}`,
      },
    });
    expect(merge).toHaveBeenCalledTimes(1);
    expect(openDeployment).toHaveBeenCalledWith(DEPLOY);
    expect(addPendingContent).toHaveBeenCalledWith({ repo: REPO, before: 'base1', after: 'after1' });
    expect(makeCurrent).not.toHaveBeenCalled();
  });
});

describe('restore', () => {
  it('rolls back while holding the repository, and says what is live again', async () => {
    const { publisher } = setUp();
    let holding = false;
    let held = 0;
    const withRepository = async <T>(work: () => T): Promise<T> => {
      held += 1;
      holding = true;
      try {
        return work();
      } finally {
        holding = false;
      }
    };
    let rolledBackHolding: boolean | undefined;
    vi.mocked(rollback).mockImplementation(() => {
      rolledBackHolding = holding;
      return { releaseId: 'R1', was: 'R2', reverted: 1 };
    });
    const event = await publisher.restore(undefined, withRepository);
    expect(held).toBe(1);
    expect(rolledBackHolding).toBe(true);
    expect(rollback).toHaveBeenCalledWith({ releaseId: undefined, deployDir: DEPLOY });
    expect(event).toMatchObject({
      entry: 'release',
      title: 'Release R1',
      action: 'restore',
      status: 'restored',
      releaseId: 'R1',
      text: 'restored: release R1 is live again (was R2); the content published since is undone in the studio too',
    });
  });

  it('builds previews again after a restore', async () => {
    const { publisher } = setUp();
    await publisher.previewOf(ENTRY).result;
    vi.mocked(rollback).mockReturnValue({ releaseId: 'R1', was: 'R2', reverted: 0 });
    await publisher.restore(undefined, async (work) => work());
    await publisher.previewOf(ENTRY).result;
    expect(publishChanges).toHaveBeenCalledTimes(2);
  });

  it('records a rollback that fails with its reason, and that nothing changed', async () => {
    const { publisher } = setUp();
    vi.mocked(rollback).mockImplementation(() => {
      throw new Error('There is no previous release to roll back to.\nstack');
    });
    const event = await publisher.restore(undefined, async (work) => work());
    expect(event).toMatchObject({
      title: 'The previous release',
      action: 'restore',
      status: 'failed',
      text: 'not restored: nothing changed',
      reasons: ['There is no previous release to roll back to.'],
    });
    expect(publisher.state().events[0]).toMatchObject({ id: event.id, status: 'failed' });
  });
});

describe('what the panel is told', () => {
  it('never carries the build log in the state, only that there is one; logOf gives it', async () => {
    const { publisher } = setUp();
    const event = await publisher.previewOf(ENTRY).result;
    const { events } = publisher.state();
    expect(events).toHaveLength(1);
    expect(events[0]).not.toHaveProperty('log');
    expect(events[0]).toMatchObject({ id: event.id, hasLog: true, status: 'ready' });
    expect(JSON.stringify(publisher.state())).not.toContain('build log');
    expect(publisher.logOf(event.id)).toContain('build log');
    expect(publisher.logOf(event.id + 100)).toBeUndefined();
  });

  it('names the build running', async () => {
    const build = gate<PublishResult>();
    vi.mocked(publishChanges).mockReturnValueOnce(build.promise);
    const { publisher } = setUp();
    const preview = publisher.previewOf(ENTRY);
    await vi.waitFor(() =>
      expect(publisher.state().busy).toBe('the preview of “Home page: Frequently asked questions”'),
    );
    expect(publisher.state().events[0]).toMatchObject({ status: 'working', hasLog: false });
    build.open(ready());
    await preview.result;
    expect(publisher.state().busy).toBe('');
  });
});

describe('removing a published entry', () => {
  const POST = 'posts/2024-09-28-cost-of-irrelevance';
  const BRANCH = `studio-removal/${POST}`;
  const hold = async <T>(work: () => T): Promise<T> => work();

  function removing() {
    const setup = setUp();
    setup.titleOf.mockResolvedValue('The Cost of Irrelevance');
    return setup;
  }

  it('goes to review on a branch of its own, with a preview of the site without it', async () => {
    const { publisher, content, refs, titleOf } = removing();
    const preview = await publisher.remove(POST, ['mf-blog/content/posts/x.en.md'], hold);
    expect(titleOf).toHaveBeenCalledWith(POST, 'base1'); // the title the live post has
    expect(content.commitRemoval).toHaveBeenCalledWith(
      BRANCH,
      ['mf-blog/content/posts/x.en.md'],
      'Remove The Cost of Irrelevance (in review)',
    );
    expect(refs.main).toBe('base1'); // nothing else published carries it
    expect(preview.event).toMatchObject({
      entry: POST,
      title: 'Removing: The Cost of Irrelevance',
      action: 'preview',
      status: 'working',
      removal: true,
    });
    expect(publisher.state().removals).toEqual([
      expect.objectContaining({ entry: POST, title: 'The Cost of Irrelevance', status: 'working' }),
    ]);
    const ready = await preview.result;
    expect(ready).toMatchObject({ status: 'ready', text: 'preview ready: the site without it (home)' });
    expect(content.withCheckout).toHaveBeenCalledWith('removal1', expect.any(Function));
    expect(publishChanges).toHaveBeenCalledWith(expect.objectContaining({ since: 'base1', preview: true }));
    expect(publisher.state().removals[0]).toMatchObject({
      status: 'ready',
      previewUrl: 'http://R2.preview.localhost:3000',
    });
  });

  it('is published only when asked, as previewed, and History says "Removed: <title>"', async () => {
    const { publisher, content } = removing();
    const preview = await publisher.remove(POST, ['a.en.md', 'a.es.md'], hold);
    const early = await publisher.publishRemoval(POST, hold);
    expect(early.ok ? '' : early.message).toMatch(/^Not published yet: .*still being built/);
    expect(content.mergeAndDrop).not.toHaveBeenCalled();
    await preview.result;
    const answer = await publisher.publishRemoval(POST, hold);
    expect(content.mergeAndDrop).toHaveBeenCalledWith(BRANCH, 'Remove The Cost of Irrelevance');
    expect(makeCurrent).toHaveBeenCalledWith({
      releaseId: 'R2',
      deployDir: DEPLOY,
      content: [{ repo: REPO, before: 'base1', after: 'after-removal' }],
    });
    expect(answer).toMatchObject({
      ok: true,
      event: { title: 'Removed: The Cost of Irrelevance', status: 'live', releaseId: 'R2', removal: true },
    });
    expect(publisher.state().removals).toEqual([]);
    expect(await publisher.publishRemoval(POST, hold)).toEqual({
      ok: false,
      message: 'Nothing to publish: this removal is not in review.',
    });
  });

  it('is not carried by publishing another entry', async () => {
    const { publisher, content, merge } = removing();
    await (
      await publisher.remove(POST, ['a.en.md'], hold)
    ).result;
    await publisher.previewOf(ENTRY).result;
    await publisher.publish(ENTRY, merge);
    expect(content.mergeAndDrop).not.toHaveBeenCalled();
    expect(publisher.state().removals).toHaveLength(1);
  });

  it('is in review again, previewed, when the studio starts anew', async () => {
    const { publisher, refs } = removing();
    refs[BRANCH] = 'removal1'; // left by a studio that stopped
    await publisher.resumeRemovals();
    expect(publisher.state().removals).toEqual([
      expect.objectContaining({ entry: POST, title: 'The Cost of Irrelevance' }),
    ]);
    await vi.waitFor(() => expect(publisher.state().removals[0]).toMatchObject({ status: 'ready' }));
    await publisher.resumeRemovals(); // once only
    expect(publishChanges).toHaveBeenCalledTimes(1);
  });

  it('can be dropped: the entry stays, the branch goes, History says so', async () => {
    const { publisher, content } = removing();
    await (
      await publisher.remove(POST, ['a.en.md'], hold)
    ).result;
    const kept = await publisher.keep(POST, hold);
    expect(kept).toMatchObject({ title: 'Kept: The Cost of Irrelevance', status: 'kept' });
    expect(content.dropBranch).toHaveBeenCalledWith(BRANCH);
    expect(publisher.state().removals).toEqual([]);
    expect(await publisher.keep(POST, hold)).toBeUndefined();
  });
});
