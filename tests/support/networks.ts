// The local network sandbox as tests use it: its consent screen (the form, sent with Allow or
// Cancel, as a person would), connecting an account through the API with it, its failure
// switches, its metrics clock and its feed of what each fake account published.
import { expect } from 'vitest';
import type { Network } from '#contracts/connected-accounts';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { callOk, stackUrl, type TestUser } from './users.ts';
import { sendConsent } from './consent-form.ts';

export interface SandboxPost {
  network: Network;
  /** The fake account (Page, organization page, member…) it went out on. */
  accountName: string;
  caption: string;
  url: string;
  remoteId: string;
  /** The image the network fetched (or was sent), as the sandbox received it. */
  image?: { bytes: number; contentType: string };
}

/** The consent screen at `authorizeUrl`, sent with `decision`; answers where the network sends the browser back. */
export async function consent(authorizeUrl: string, decision: 'allow' | 'cancel' = 'allow', account?: string): Promise<URL> {
  const sent = await sendConsent(authorizeUrl, decision, account);
  expect(sent.pageStatus).toBe(200);
  expect(sent.status).toBe(302);
  return sent.location!;
}

/** Through the consent screen to the provider's redirect back: what Markk's callback page posts on. */
export async function consentFor(user: TestUser, network: Network, account?: string, more: readonly string[] = [], headers: Record<string, string> = {}) {
  const { authorizeUrl } = await callOk(pub.startConnect, { token: user.accessToken, headers, body: { network, from: 'settings' } });
  const sent = await sendConsent(authorizeUrl, 'allow', account, more);
  expect(sent.status).toBe(302);
  const back = sent.location!;
  expect(`${back.origin}${back.pathname}`).toBe(`${stackUrl()}/connections/callback`);
  return { state: back.searchParams.get('state')!, code: back.searchParams.get('code')! };
}

/**
 * Connects `network` for `user` through its consent screen; `account` names the fake account (a
 * new name, a new account); `headers` name a workspace to connect it in.
 */
export async function connect(user: TestUser, network: Network, account?: string, headers: Record<string, string> = {}) {
  const done = await callOk(pub.completeConnect, { token: user.accessToken, headers, body: await consentFor(user, network, account, [], headers) });
  expect(done.choice).toBeNull();
  return { ...done, account: done.account! };
}

/**
 * The sandbox's switches: `{ action: 'fail', network, kind, once? }`, `{ action: 'clear' }`,
 * `{ action: 'latency', ms }`, `{ action: 'advance', hours }`, `{ action: 'reset' }`.
 */
export async function sandbox(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${stackUrl()}/dev/networks/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** Lets every sandbox post's metrics grow `hours` more, as if that much time had passed (undone by `reset`). */
export async function advanceSandbox(hours: number): Promise<void> {
  await sandbox({ action: 'advance', hours });
}

/** What the fake accounts published with exactly this caption. */
export async function feed(caption: string): Promise<SandboxPost[]> {
  const res = await fetch(`${stackUrl()}/dev/networks.json`);
  const view = (await res.json()) as { accounts: { posts: SandboxPost[] }[] };
  return view.accounts.flatMap((a) => a.posts).filter((p) => p.caption === caption);
}
