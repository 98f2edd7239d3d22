// The "Use Your ChatGPT" expert's OpenAI key, kept only in this browser tab's memory: a module
// variable, never localStorage, sessionStorage, a cookie or the address. Reloading the page
// forgets it (the key form asks again); the server never stores it.
import { useSyncExternalStore } from 'react';

let ownKey: string | null = null;
const listeners = new Set<() => void>();

export function getOwnKey(): string | null {
  return ownKey;
}

/** Keeps `key` (trimmed) for this tab; a blank key forgets it. */
export function setOwnKey(key: string | null): void {
  const next = key?.trim() || null;
  if (next === ownKey) return;
  ownKey = next;
  for (const listener of listeners) listener();
}

export function clearOwnKey(): void {
  setOwnKey(null);
}

export function subscribeOwnKey(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The key this tab holds, or null; re-renders when it is set or forgotten. */
export function useOwnKey(): string | null {
  return useSyncExternalStore(subscribeOwnKey, getOwnKey, getOwnKey);
}
