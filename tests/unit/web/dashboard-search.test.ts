// The global search's timing (300 ms debounce, one request per term, stale answers ignored)
// and where each result leads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '#contracts/search';
import { SEARCH_DEBOUNCE_MS, createSearchController, type SearchState } from '../../../web/src/pages/dashboard/search/search-controller.ts';
import { resultGroups } from '../../../web/src/pages/dashboard/search/result-groups.ts';

type Pending = { term: string; signal: AbortSignal; resolve: (r: string) => void; reject: (e: unknown) => void };

function harness() {
  const calls: Pending[] = [];
  const states: SearchState<string>[] = [];
  const controller = createSearchController<string>({
    search: (term, signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ term, signal, resolve, reject });
      }),
    onChange: (state) => states.push(state),
    errorMessage: (error) => (error instanceof Error ? error.message : 'Something went wrong'),
  });
  const last = () => states[states.length - 1];
  return { controller, calls, states, last };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('search controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 300 ms after the last keystroke and sends one request for the final term', async () => {
    const { controller, calls, last } = harness();
    for (const value of ['l', 'la', 'lau', 'laun']) {
      controller.input(value);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(calls).toHaveLength(0);
    expect(last()).toEqual({ status: 'searching', term: 'laun' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100 - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.term)).toEqual(['laun']);
    calls[0]!.resolve('results for laun');
    await flush();
    expect(last()).toEqual({ status: 'done', term: 'laun', results: 'results for laun' });
  });

  it('never calls the API for an empty or blank term', async () => {
    const { controller, calls, last } = harness();
    controller.input('   ');
    await vi.advanceTimersByTimeAsync(1000);
    controller.input('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    expect(last()).toEqual({ status: 'idle' });
  });

  it('trims the term, so "abc " after "abc" sends nothing new', async () => {
    const { controller, calls, last } = harness();
    controller.input('abc');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]!.resolve('r-abc');
    await flush();
    controller.input(' abc ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(last()).toEqual({ status: 'done', term: 'abc', results: 'r-abc' });
  });

  it('a slow answer for an older term never overwrites the newer one', async () => {
    const { controller, calls, states, last } = harness();
    controller.input('old');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    controller.input('new');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls.map((c) => c.term)).toEqual(['old', 'new']);
    expect(calls[0]!.signal.aborted).toBe(true);

    calls[1]!.resolve('r-new');
    await flush();
    calls[0]!.resolve('r-old');
    await flush();
    expect(last()).toEqual({ status: 'done', term: 'new', results: 'r-new' });
    expect(states.some((s) => s.status === 'done' && s.results === 'r-old')).toBe(false);
  });

  it('an answer that arrives while the user is still typing is not shown for the new term', async () => {
    const { controller, calls, last } = harness();
    controller.input('camp');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    controller.input('campa'); // debounce running
    calls[0]!.resolve('r-camp');
    await flush();
    expect(last()).toEqual({ status: 'searching', term: 'campa' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[1]!.resolve('r-campa');
    await flush();
    expect(last()).toEqual({ status: 'done', term: 'campa', results: 'r-campa' });
  });

  it('going back to a term already answered shows it again without a request', async () => {
    const { controller, calls, last } = harness();
    controller.input('abc');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]!.resolve('r-abc');
    await flush();
    controller.input('abcd');
    controller.input('abc');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
    expect(last()).toEqual({ status: 'done', term: 'abc', results: 'r-abc' });
  });

  it('returning to the term in flight waits for that request instead of sending another', async () => {
    const { controller, calls, last } = harness();
    controller.input('abc');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    controller.input('abcd');
    controller.input('abc');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('r-abc');
    await flush();
    expect(last()).toEqual({ status: 'done', term: 'abc', results: 'r-abc' });
  });

  it('clearing the box aborts the request in flight and shows nothing', async () => {
    const { controller, calls, states, last } = harness();
    controller.input('abc');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    controller.input('');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('late');
    await flush();
    expect(last()).toEqual({ status: 'idle' });
    expect(states.some((s) => s.status === 'done')).toBe(false);
  });

  it('a failed search shows its message for that term', async () => {
    const { controller, calls, last } = harness();
    controller.input('abc');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]!.reject(new Error('Could not reach the server.'));
    await flush();
    expect(last()).toEqual({ status: 'error', term: 'abc', message: 'Could not reach the server.' });
  });

  it('after dispose nothing fires and the request in flight is aborted', async () => {
    const { controller, calls, states } = harness();
    controller.input('abc');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const before = states.length;
    controller.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('late');
    controller.input('xyz');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(states).toHaveLength(before);
  });
});

describe('search result groups', () => {
  const results: SearchResults = {
    projects: [{ projectId: 'p1', title: 'Launch', status: 'active' }],
    tasks: [{ taskId: 't1', projectId: 'p1', title: 'Brief', status: 'todo' }],
    resources: [
      { resourceId: 'r1', title: 'Checklist', fileUrl: 'https://files.example.com/c.pdf' },
      { resourceId: 'r2', title: 'No file', fileUrl: null },
      { resourceId: 'r3', title: 'Script', fileUrl: 'javascript:alert(1)' },
    ],
    posts: [{ postId: 'c1', title: 'Win' }],
  };

  it('keeps the spec order and labels: Projects, Tasks, Resources, Community Posts', () => {
    expect(resultGroups(results).map((g) => [g.label, g.items.length])).toEqual([
      ['Projects', 1],
      ['Tasks', 1],
      ['Resources', 3],
      ['Community Posts', 1],
    ]);
  });

  it('projects and tasks go to /projects, a post to its page', () => {
    const [projects, tasks, , posts] = resultGroups(results);
    expect(projects!.items[0]).toMatchObject({ href: '/projects', newTab: false });
    expect(tasks!.items[0]).toMatchObject({ href: '/projects', newTab: false });
    expect(posts!.items[0]).toMatchObject({ href: `/community/posts/${posts!.items[0]!.id}`, newTab: false });
  });

  it('a resource opens its file in a new tab, or asks for its download link without a usable file URL', () => {
    const resources = resultGroups(results)[2]!.items;
    expect(resources.map((r) => [r.href, r.newTab, r.download])).toEqual([
      ['https://files.example.com/c.pdf', true, undefined],
      [`/resources?q=${encodeURIComponent(resources[1]!.title)}`, false, resources[1]!.id],
      [`/resources?q=${encodeURIComponent(resources[2]!.title)}`, false, resources[2]!.id],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(resultGroups({ projects: [], tasks: [], resources: [], posts: [{ postId: 'x', title: 'X' }] }).map((g) => g.key)).toEqual(['posts']);
  });
});
