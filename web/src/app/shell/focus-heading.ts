// After signing in, keyboard and screen-reader users start at the new page's heading rather
// than on the body (the sign-in form they were in is gone).
import { useEffect } from 'react';

const WAIT_MS = 10_000;
let pending = false;

/** Asks the shell to focus the next page's main heading once it renders. */
export function focusHeadingOnNextPage(): void {
  pending = true;
}

function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  pending = false;
  // A heading is not focusable by itself; -1 keeps it out of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/** In the shell: focuses the page heading when a sign-in asked for it (pages load lazily, so it waits). */
export function useFocusHeadingAfterSignIn(pathname: string): void {
  useEffect(() => {
    if (!pending || focusMainHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusMainHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      pending = false;
    }, WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
