// Clicks are counted off the redirect's path: the click tally follows the click events through
// the table's stream (bin/local/streams.ts locally). A test that reads counters after clicking
// first waits for the tally to catch up, as a person would see them a moment later.
import { stackUrl } from './users.ts';

/** Resolves once the local stack's click tally has counted every click made so far. */
export async function clicksCounted(): Promise<void> {
  const res = await fetch(`${stackUrl()}/dev/streams/drain`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`The click tally did not catch up (${res.status})`);
}
