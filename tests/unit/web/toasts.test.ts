// Toasts as a user sees them: one at a time, the newest replacing the older one, gone after
// 5 s unless dismissed first; one with an action stays until dismissed or replaced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, flashbarTypeOf } from '../../../web/src/app/toast/toast-state.ts';

const signedOut = { title: 'Signed out', description: 'You have been signed out successfully.', variant: 'success' } as const;
const failed = { title: 'Error', description: 'Incorrect username or password.', variant: 'destructive' } as const;
const titles = (queue: ReturnType<typeof createToastQueue>) => queue.visible().map((toast) => toast.title);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a newer toast replaces the one on screen', () => {
    const queue = createToastQueue();

    queue.show(signedOut);
    queue.show(failed);

    expect(titles(queue)).toEqual(['Error']);
  });

  it('disappears by itself after 5 seconds, not before', () => {
    const queue = createToastQueue();
    queue.show(signedOut);

    vi.advanceTimersByTime(4999);
    expect(titles(queue)).toEqual(['Signed out']);

    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual([]);
  });

  it('stays for its own duration when it has one (the team setup toasts: 2000 and 2500 ms)', () => {
    const queue = createToastQueue();
    queue.show({ title: 'Team setup', description: 'Team ready.', variant: 'success', durationMs: 2000 });

    vi.advanceTimersByTime(1999);
    expect(titles(queue)).toEqual(['Team setup']);

    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual([]);
  });

  it('keeps a toast that offers an action (Upgrade) until it is dismissed or replaced', () => {
    const queue = createToastQueue();
    const limit = queue.show({
      title: 'AI request failed',
      description: 'Upgrade for more.',
      variant: 'destructive',
      action: { text: 'Upgrade', href: '/pricing' },
    });

    vi.advanceTimersByTime(60_000);
    expect(titles(queue)).toEqual(['AI request failed']);

    queue.dismiss(limit.id);
    expect(titles(queue)).toEqual([]);
    queue.show({ title: 'AI request failed', variant: 'destructive', action: { text: 'Upgrade', href: '/pricing' } });
    queue.show(signedOut);
    expect(titles(queue)).toEqual(['Signed out']);
  });

  it('gives the replacing toast its own full 5 seconds', () => {
    const queue = createToastQueue();
    queue.show(signedOut);
    vi.advanceTimersByTime(3000);

    queue.show(failed);
    vi.advanceTimersByTime(2500);
    expect(titles(queue)).toEqual(['Error']);

    vi.advanceTimersByTime(2500);
    expect(titles(queue)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes at once when dismissed, and tells the page each time the list changes', () => {
    const queue = createToastQueue();
    const changes = vi.fn();
    queue.subscribe(changes);
    const shown = queue.show(failed);

    queue.dismiss(shown.id);

    expect(titles(queue)).toEqual([]);
    expect(changes).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('renders failure toasts as error flashes and the rest as success', () => {
    expect(flashbarTypeOf('destructive')).toBe('error');
    expect(flashbarTypeOf('success')).toBe('success');
  });
});
