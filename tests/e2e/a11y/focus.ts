// Where keyboard focus is and whether a sighted keyboard user can see it: the focused
// element is on screen, and its focus ring (an outline or box-shadow on the element, its
// ::before/::after or the few boxes around it, as Cloudscape draws rings) differs from the
// same element's look without focus.
import type { Page } from 'playwright-core';

export interface Focused {
  tag: string;
  role: string;
  /** aria-label, the label of an input, or its text: what a screen reader starts with. */
  name: string;
  type: string;
  checked: boolean;
  /** Some of it is inside the viewport, with a size, and not hidden. */
  onScreen: boolean;
  /** The outlines and shadows around it change when it loses focus. */
  ringShown: boolean;
  /** A short description for failure messages. */
  html: string;
}

/** The focused element, and whether its focus is visible. Focus is taken away and given back to compare. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { tag: 'body', role: '', name: '', type: '', checked: false, onScreen: false, ringShown: false, html: '<body>' };
    }
    // The element, three boxes up and the element's siblings: Cloudscape draws a checkbox's or
    // radio's ring on a styled sibling of the native input, and a tab's on its wrapper.
    const boxes: Element[] = [el, ...Array.from(el.parentElement?.children ?? []).filter((s) => s !== el)];
    for (let up = el.parentElement, i = 0; up && i < 3; up = up.parentElement, i++) boxes.push(up);
    const look = () =>
      boxes
        .flatMap((box) => [null, '::before', '::after'].map((pseudo) => getComputedStyle(box, pseudo)))
        .map((style) => `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`)
        .join('\n');
    const withFocus = look();
    el.blur();
    const withoutFocus = look();
    el.focus({ preventScroll: true });

    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const onScreen =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < innerHeight &&
      rect.left < innerWidth &&
      style.visibility !== 'hidden';
    const labelled = el.getAttribute('aria-labelledby');
    const input = el as HTMLInputElement;
    const name =
      el.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      input.labels?.[0]?.textContent ??
      el.textContent ??
      '';
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? '',
      name: name.trim(),
      type: el.getAttribute('type') ?? '',
      checked: input.checked === true,
      onScreen,
      ringShown: withFocus !== withoutFocus,
      html: el.outerHTML.slice(0, 200),
    };
  });
}
