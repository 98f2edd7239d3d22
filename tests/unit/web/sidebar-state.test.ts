import { describe, expect, it } from 'vitest';
import {
  SIDEBAR_MEMORY_MS,
  SIDEBAR_STORAGE_KEY,
  isSidebarShortcut,
  readSidebarOpen,
  writeSidebarOpen,
  type KeyValueStorage,
} from '../../../web/src/app/shell/sidebar-state.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const keys = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null };

describe('sidebar memory', () => {
  it('remembers nothing until the sidebar is toggled', () => {
    const storage = memoryStorage();

    expect(readSidebarOpen(storage, NOW)).toBeNull();
  });

  it('remembers a collapsed sidebar within 7 days', () => {
    const storage = memoryStorage();

    writeSidebarOpen(storage, false, NOW);

    expect(readSidebarOpen(storage, NOW + SIDEBAR_MEMORY_MS - 1)).toBe(false);
  });

  it('forgets the state once 7 days have passed and clears the stored value', () => {
    const storage = memoryStorage();
    writeSidebarOpen(storage, false, NOW);

    const state = readSidebarOpen(storage, NOW + SIDEBAR_MEMORY_MS);

    expect(state).toBeNull();
    expect(storage.data.has(SIDEBAR_STORAGE_KEY)).toBe(false);
  });

  it('stores the state under markk.sidebar with an expiry 7 days ahead', () => {
    const storage = memoryStorage();

    writeSidebarOpen(storage, true, NOW);

    expect(JSON.parse(storage.data.get('markk.sidebar') ?? '')).toEqual({ open: true, expiresAt: NOW + 7 * 86_400_000 });
  });

  it('ignores a corrupt stored value', () => {
    const storage = memoryStorage({ [SIDEBAR_STORAGE_KEY]: '{not json' });

    expect(readSidebarOpen(storage, NOW)).toBeNull();
    expect(storage.data.has(SIDEBAR_STORAGE_KEY)).toBe(false);
  });

  it('keeps working when the browser blocks storage', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };

    expect(readSidebarOpen(blocked, NOW)).toBeNull();
    expect(() => writeSidebarOpen(blocked, true, NOW)).not.toThrow();
  });
});

describe('sidebar shortcut', () => {
  it('toggles on Ctrl+B and Cmd+B', () => {
    expect(isSidebarShortcut({ ...keys, key: 'b', ctrlKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...keys, key: 'b', metaKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...keys, key: 'B', ctrlKey: true })).toBe(true);
  });

  it('ignores b without a modifier and other combinations', () => {
    expect(isSidebarShortcut({ ...keys, key: 'b' })).toBe(false);
    expect(isSidebarShortcut({ ...keys, key: 'b', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...keys, key: 'b', ctrlKey: true, altKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...keys, key: 'n', ctrlKey: true })).toBe(false);
  });
});
