// What a white-label portal domain serves: the client's approval page (the SPA's shell at
// /approve/…, its files, its runtime config) and the approval link's public API — nothing
// else of Markk. The local server (bin/local/hosts.ts) and CloudFront (infra/portal-function.ts)
// both refuse every other path on such a host, with the same words.
export const PORTAL_PREFIXES = ['/approve/', '/assets/', '/api/public/approvals/'] as const;
export const PORTAL_FILES = ['/config.json', '/favicon.svg', '/no-eval.js'] as const;
export const PORTAL_REFUSAL = 'This address serves client approval pages only.';

export const onPortal = (pathname: string) =>
  (PORTAL_FILES as readonly string[]).includes(pathname) || PORTAL_PREFIXES.some((prefix) => pathname.startsWith(prefix));
