// Runs before the app's modules (a classic script at the top of index.html). zod builds
// object parsers with `new Function` when it may, and its probe for that is refused — and
// reported as a violation — by Markk's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval'; infra/security-headers.ts). zod reads its settings from this global when
// it loads, before any schema exists; the interpreted parsers are plenty fast for the SPA.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
