// Sidebar open/collapsed memory (spec 9: remembered for 7 days) and its keyboard shortcut.
export const SIDEBAR_STORAGE_KEY = 'markk.sidebar';
export const SIDEBAR_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec 9: below 768 px the sidebar is a slide-in panel. */
export const MOBILE_MAX_WIDTH_PX = 767;
/** Spec 9: sidebar width 16rem, icon-only 3rem. */
export const SIDEBAR_WIDTH_PX = 256;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 48;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type StoredSidebar = { open: boolean; expiresAt: number };

function isStoredSidebar(value: unknown): value is StoredSidebar {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.open === 'boolean' && typeof candidate.expiresAt === 'number';
}

/** The remembered state, or null when nothing valid and unexpired is stored. */
export function readSidebarOpen(storage: KeyValueStorage, now: number): boolean | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SIDEBAR_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): behave as if nothing was remembered
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isStoredSidebar(parsed) || parsed.expiresAt <= now) {
    try {
      storage.removeItem(SIDEBAR_STORAGE_KEY);
    } catch {
      // nothing to clean up when storage is blocked
    }
    return null;
  }
  return parsed.open;
}

/** Remembers the state for the next 7 days. */
export function writeSidebarOpen(storage: KeyValueStorage, open: boolean, now: number): void {
  const value: StoredSidebar = { open, expiresAt: now + SIDEBAR_MEMORY_MS };
  try {
    storage.setItem(SIDEBAR_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage full or blocked: the sidebar still works, it just is not remembered
  }
}

/** Where typed keys are text: there Ctrl/⌘+B means bold (or nothing), never the sidebar. */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="searchbox"], [role="combobox"]';

/** Whether `target` (a key event's) is, or is inside, an element the user types into. */
export function isEditableTarget(target: EventTarget | null): boolean {
  const element = target as (EventTarget & { closest?: (selector: string) => unknown; isContentEditable?: boolean }) | null;
  if (!element || typeof element.closest !== 'function') return false;
  return element.isContentEditable === true || element.closest(EDITABLE) !== null;
}

/**
 * Ctrl+B or Cmd+B, without Shift or Alt (spec 2: "a modifier key plus b toggles it"), typed
 * anywhere but in a text field or editor.
 */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b' && !isEditableTarget(event.target);
}
