// The sandbox's authorization-code flow, the same for every provider but for their parameter
// names: the consent page (Allow / Cancel, a form POST), the single-use code bound to its
// client, redirect URI and PKCE challenge, and its redemption at the token endpoint.
import { createHash, randomUUID } from 'node:crypto';
import type { Network } from '../../../functions/lib/networks/types.ts';
import { DEFAULT_ACCOUNT, LABELS, MORE_ACCOUNTS, escapeHtml, formOf, randomToken, type Ctx, type Grant, type Reply, type SandboxState } from './state.ts';

export interface AuthorizeSpec {
  /** The network the dialog serves; Meta's one dialog serves Instagram or Facebook by the scopes asked. */
  network: (params: URLSearchParams) => Network;
  clientParam: 'client_id' | 'client_key';
  scopeSeparator: ',' | ' ';
  pkce: 'required' | 'optional' | 'none';
}

const CODE_LIFETIME_MS = 10 * 60 * 1000;

function errorPage(status: number, title: string, message: string): Reply {
  return {
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`,
  };
}

function validRedirect(uri: string | null): uri is string {
  if (!uri) return false;
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** What is wrong with the authorization request, in the words of the provider's error page; null when it is fine. */
function invalid(state: SandboxState, spec: AuthorizeSpec, params: URLSearchParams): string | null {
  if (!state.knownClient(params.get(spec.clientParam))) return `Invalid ${spec.clientParam}: this app is not known to the sandbox.`;
  if (!validRedirect(params.get('redirect_uri'))) return 'Invalid redirect_uri.';
  if (params.get('response_type') !== 'code') return 'Unsupported response_type: only code is accepted.';
  if (spec.pkce === 'required' && !params.get('code_challenge')) return 'Missing code_challenge: this provider requires PKCE.';
  const method = params.get('code_challenge_method');
  if (params.get('code_challenge') && method && method !== 'S256' && method !== 'plain') return 'Unsupported code_challenge_method.';
  return null;
}

function consentPage(ctx: Ctx, network: Network, params: URLSearchParams, spec: AuthorizeSpec): string {
  const label = LABELS[network];
  const scopes = (params.get('scope') ?? '').split(spec.scopeSeparator).filter(Boolean);
  const hidden = [...params].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('\n');
  const action = `${ctx.base}/${ctx.host}${ctx.path}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(label)} sandbox — Markk (local)</title>
<style>body{font-family:Arial,sans-serif;max-width:520px;margin:40px auto;padding:0 16px;color:#1f2937}main{border:1px solid #ccc;border-radius:8px;padding:16px 24px}button{font-size:1rem;padding:8px 20px;margin-right:8px}label{display:block;margin:12px 0 4px}input[type=text]{width:100%;font-size:1rem;padding:6px}</style>
</head><body><main>
<h1>${escapeHtml(label)} sandbox</h1>
<p>Markk (local) asks to connect this fake ${escapeHtml(label)} account. Nothing leaves this machine.</p>
<form method="post" action="${escapeHtml(action)}">
${hidden}
<label for="account">Account</label>
<input type="text" id="account" name="account" value="${escapeHtml(DEFAULT_ACCOUNT[network])}" autocomplete="off">
${
  MORE_ACCOUNTS[network]
    ? `<label for="more">${escapeHtml(MORE_ACCOUNTS[network])}, separated by commas (optional)</label>
<input type="text" id="more" name="more" value="" autocomplete="off">`
    : ''
}
<h2>Permissions requested</h2>
<ul>${scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('') || '<li>Basic profile</li>'}</ul>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form></main></body></html>`;
}

/** "Second Page, Third Page" → up to 10 distinct names. */
const moreAccountsOf = (text: string | null) =>
  [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((name) => name.trim().slice(0, 60))
        .filter(Boolean),
    ),
  ].slice(0, 10);

/** GET shows the consent page; POST (the page's form) redirects back with a code or `error=access_denied`. */
export function authorize(ctx: Ctx, spec: AuthorizeSpec): Reply {
  const params = ctx.method === 'POST' ? formOf(ctx) : ctx.query;
  const decision = params.get('decision');
  const account = params.get('account');
  const more = params.get('more');
  params.delete('decision');
  params.delete('account');
  params.delete('more');
  const problem = invalid(ctx.state, spec, params);
  if (problem) return errorPage(400, 'Sandbox: this sign-in link is not valid', problem);
  const network = spec.network(params);
  if (ctx.method !== 'POST') return { status: 200, html: consentPage(ctx, network, params, spec), headers: { 'cache-control': 'no-store' } };
  const target = new URL(params.get('redirect_uri')!);
  const state = params.get('state');
  if (decision !== 'allow') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'The user denied the request');
    if (state !== null) target.searchParams.set('state', state);
    return { status: 302, headers: { location: target.toString() } };
  }
  const grant: Grant = {
    id: randomUUID(),
    network,
    clientId: params.get(spec.clientParam)!,
    accountName: (account ?? '').trim().slice(0, 60) || DEFAULT_ACCOUNT[network],
    moreAccounts: MORE_ACCOUNTS[network] ? moreAccountsOf(more) : [],
    scope: (params.get('scope') ?? '').split(spec.scopeSeparator).filter(Boolean),
    revoked: false,
  };
  const code = randomToken('c');
  ctx.state.codes.set(code, {
    grant,
    redirectUri: params.get('redirect_uri')!,
    codeChallenge: params.get('code_challenge') ?? undefined,
    codeChallengeMethod: params.get('code_challenge') ? (params.get('code_challenge_method') ?? 'plain') : undefined,
    expiresAt: Date.now() + CODE_LIFETIME_MS,
    used: false,
  });
  target.searchParams.set('code', code);
  if (state !== null) target.searchParams.set('state', state);
  return { status: 302, headers: { location: target.toString() } };
}

export type Redemption =
  { ok: true; grant: Grant } | { ok: false; error: 'invalid_client' | 'invalid_grant' | 'redirect_mismatch' | 'pkce'; description: string };

/** Redeems a code once: its client, redirect URI and PKCE verifier must match what the dialog saw. */
export function redeem(
  state: SandboxState,
  input: { code: string | null; clientId: string | null; clientSecret: string | null; redirectUri: string | null; codeVerifier?: string | null },
): Redemption {
  if (!state.clientSecretMatches(input.clientId, input.clientSecret))
    return { ok: false, error: 'invalid_client', description: 'Client authentication failed.' };
  const record = input.code ? state.codes.get(input.code) : undefined;
  if (!record || record.expiresAt < Date.now()) return { ok: false, error: 'invalid_grant', description: 'The authorization code is invalid or has expired.' };
  if (record.used) return { ok: false, error: 'invalid_grant', description: 'The authorization code has been used.' };
  if (record.grant.clientId !== input.clientId)
    return { ok: false, error: 'invalid_grant', description: 'The authorization code was issued to another client.' };
  if (record.redirectUri !== input.redirectUri)
    return { ok: false, error: 'redirect_mismatch', description: 'The redirect_uri does not match the one of the authorization request.' };
  if (record.codeChallenge) {
    const verifier = input.codeVerifier ?? '';
    const computed = record.codeChallengeMethod === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
    if (!verifier || computed !== record.codeChallenge)
      return { ok: false, error: 'pkce', description: 'The code_verifier does not match the code_challenge.' };
  }
  record.used = true;
  return { ok: true, grant: record.grant };
}

/** A refresh token's grant, or why it cannot refresh. */
export function useRefreshToken(
  state: SandboxState,
  token: string | null,
  network: Network,
): { ok: true; grant: Grant } | { ok: false; why: 'invalid' | 'revoked' | 'expired' } {
  const record = token ? state.tokens.get(token) : undefined;
  if (!record || record.kind !== 'refresh' || record.grant.network !== network || record.replaced) return { ok: false, why: 'invalid' };
  if (record.grant.revoked || state.take(network, 'revoked')) return { ok: false, why: 'revoked' };
  if (record.expiresAt !== undefined && record.expiresAt < Date.now()) return { ok: false, why: 'expired' };
  return { ok: true, grant: record.grant };
}

/** Revokes the grant behind any token of it (the providers' revoke endpoints). */
export function revokeToken(state: SandboxState, token: string | null): boolean {
  const record = token ? state.tokens.get(token) : undefined;
  if (!record) return false;
  state.revokeGrant(record.grant);
  return true;
}
