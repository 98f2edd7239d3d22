// The local network sandbox: the six providers' OAuth, publishing and insights endpoints under
// `/sandbox/{real host}/{real path}`, so Markk's adapters run unchanged against it
// (NETWORK_SANDBOX_URL). Failure switches and latency per network for tests and benchmarks, a
// metrics clock to move forward (posts' numbers grow with it, network-sandbox/metrics.ts), and
// /dev/networks to see what each fake account published. No token or secret is printed.
import type http from 'node:http';
import { NETWORKS, type Network } from '../../functions/lib/networks/types.ts';
import { googleRoutes } from './network-sandbox/google.ts';
import { linkedinStatisticsRoutes } from './network-sandbox/linkedin-statistics.ts';
import { linkedinRoutes } from './network-sandbox/linkedin.ts';
import { metaInsightRoutes } from './network-sandbox/meta-insights.ts';
import { metaRoutes } from './network-sandbox/meta.ts';
import {
  FAILURES,
  LABELS,
  SandboxState,
  escapeHtml,
  type Ctx,
  type Failure,
  type Lifetimes,
  type Reply,
  type Route,
  type SandboxPost,
} from './network-sandbox/state.ts';
import { tiktokRoutes } from './network-sandbox/tiktok.ts';
import { xRoutes } from './network-sandbox/x.ts';

export { FAILURES, type Failure, type SandboxPost } from './network-sandbox/state.ts';

const routes: Route[] = [...metaRoutes, ...metaInsightRoutes, ...linkedinRoutes, ...linkedinStatisticsRoutes, ...tiktokRoutes, ...googleRoutes, ...xRoutes];

/** Which networks a host serves, for the latency setting (Meta's hosts serve two). */
const HOST_NETWORKS: Record<string, Network[]> = {
  'www.facebook.com': ['instagram', 'facebook'],
  'graph.facebook.com': ['instagram', 'facebook'],
  'www.instagram.com': ['instagram'],
  'www.linkedin.com': ['linkedin'],
  'api.linkedin.com': ['linkedin'],
  'www.tiktok.com': ['tiktok'],
  'open.tiktokapis.com': ['tiktok'],
  'accounts.google.com': ['google'],
  'oauth2.googleapis.com': ['google'],
  'mybusinessaccountmanagement.googleapis.com': ['google'],
  'mybusinessbusinessinformation.googleapis.com': ['google'],
  'mybusiness.googleapis.com': ['google'],
  'local.google.com': ['google'],
  'x.com': ['x'],
  'twitter.com': ['x'],
  'api.x.com': ['x'],
  'api.twitter.com': ['x'],
};

const BODY_LIMIT = 25 * 1024 * 1024;

export interface NetworkSandboxOptions {
  /** Where the sandbox is mounted on its server (default `/sandbox`). */
  prefix?: string;
  /** Apps the sandbox accepts; `markk-sandbox-app` / `markk-sandbox-secret` and any configured credentials by default. */
  clients?: { clientId: string; clientSecret: string }[];
}

export interface NetworkSandbox {
  /** Answers a request under the prefix (`/sandbox/graph.facebook.com/v24.0/me/accounts`). */
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
  /** `/dev/networks` (HTML), `/dev/networks.json`, `POST /dev/networks/control`: the caller checks loopback. */
  handleDev(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
  /** Turns a failure on for a network: for its next call (`once`) or until cleared. */
  fail(network: Network, kind: Failure, options?: { once?: boolean }): void;
  /** Clears one switch, a network's switches, or all. */
  clear(network?: Network, kind?: Failure): void;
  /** Every answer of `network` (or of all networks) waits this long (ms). */
  latency(ms: number, network?: Network): void;
  /** Token lifetimes a network issues from now on. */
  lifetimes(network: Network, lifetimes: Partial<Lifetimes>): void;
  /** What the fake accounts published, oldest first. */
  published(network?: Network): SandboxPost[];
  /** Moves the metrics clock `hours` forward: every post's numbers grow as if that much time had passed. */
  advance(hours: number): void;
  /** Forgets codes, tokens, posts, switches, settings and the metrics clock's lead. */
  reset(): void;
}

function defaultClients(): { clientId: string; clientSecret: string }[] {
  const env = process.env;
  const pairs: [string | undefined, string | undefined][] = [
    [env.META_APP_ID, env.META_APP_SECRET],
    [env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET],
    [env.TIKTOK_CLIENT_KEY, env.TIKTOK_CLIENT_SECRET],
    [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET],
    [env.X_CLIENT_ID, env.X_CLIENT_SECRET],
  ];
  return [
    { clientId: 'markk-sandbox-app', clientSecret: 'markk-sandbox-secret' },
    ...pairs.filter((p): p is [string, string] => !!p[0] && !!p[1]).map(([clientId, clientSecret]) => ({ clientId, clientSecret })),
  ];
}

function readBuffer(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () => (size > BODY_LIMIT ? reject(new Error('too large')) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...reply.headers };
  let body: string | Buffer = '';
  if (reply.html !== undefined) {
    headers['content-type'] = 'text/html; charset=utf-8';
    body = reply.html;
  } else if (reply.bytes) {
    headers['content-type'] = reply.bytes.contentType;
    body = reply.bytes.data;
  } else if (reply.json !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(reply.json);
  }
  res.writeHead(reply.status, headers);
  res.end(body);
}

const COLORS: Record<Network, string> = { instagram: '#c13584', facebook: '#1877f2', linkedin: '#0a66c2', tiktok: '#111111', google: '#34a853', x: '#000000' };

function avatar(network: Network): Reply {
  const letter = LABELS[network][0]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${LABELS[network]} sandbox account"><circle cx="48" cy="48" r="48" fill="${COLORS[network]}"/><text x="48" y="62" font-family="Arial,sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return { status: 200, bytes: { data: Buffer.from(svg), contentType: 'image/svg+xml' }, headers: { 'cache-control': 'public, max-age=3600' } };
}

function postPage(post: SandboxPost): Reply {
  const image =
    post.imageUrl && /^https?:/.test(post.imageUrl)
      ? `<img src="${escapeHtml(post.imageUrl)}" alt="${escapeHtml(post.altText ?? '')}" style="max-width:100%">`
      : '';
  return {
    status: 200,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(LABELS[post.network])} post — sandbox</title></head><body style="font-family:Arial,sans-serif;max-width:600px;margin:24px auto;padding:0 16px">
<main><h1>${escapeHtml(post.accountName)} on ${escapeHtml(LABELS[post.network])} (sandbox)</h1>${image}<p style="white-space:pre-wrap">${escapeHtml(post.caption)}</p><p><time datetime="${post.createdAt}">${post.createdAt}</time></p></main></body></html>`,
  };
}

function overview(state: SandboxState) {
  const accounts = new Map<string, { network: Network; accountId: string; accountName: string; posts: SandboxPost[] }>();
  for (const post of [...state.posts].reverse()) {
    const key = `${post.network}:${post.accountId}`;
    const entry = accounts.get(key) ?? { network: post.network, accountId: post.accountId, accountName: post.accountName, posts: [] };
    entry.posts.push(post);
    accounts.set(key, entry);
  }
  return {
    failures: Object.fromEntries(NETWORKS.map((n) => [n, Object.fromEntries(state.failures.get(n) ?? [])])),
    latencyMs: Object.fromEntries(NETWORKS.map((n) => [n, state.latencyMs.get(n) ?? 0])),
    /** How many hours the metrics clock runs ahead of the real one. */
    metricsAheadHours: state.metricsAheadMs / 3_600_000,
    accounts: [...accounts.values()].map((a) => ({
      ...a,
      posts: a.posts.map(({ path: _path, extra: _extra, metricsFrom: _from, ...p }) => p),
    })),
  };
}

function devPage(state: SandboxState): string {
  const view = overview(state);
  const sections = NETWORKS.map((network) => {
    const accounts = view.accounts.filter((a) => a.network === network);
    const switches = Object.entries(view.failures[network] ?? {})
      .map(([k, v]) => `${k} (${v})`)
      .join(', ');
    const rows = accounts
      .flatMap((a) =>
        a.posts.map(
          (p) =>
            `<tr><td>${escapeHtml(a.accountName)}</td><td style="white-space:pre-wrap">${escapeHtml(p.caption)}</td><td>${
              p.imageUrl && /^https?:/.test(p.imageUrl)
                ? `<img src="${escapeHtml(p.imageUrl)}" alt="${escapeHtml(p.altText ?? 'Post image')}" width="96">`
                : p.image
                  ? `${p.image.contentType}, ${p.image.bytes} bytes`
                  : '—'
            }</td><td><time datetime="${p.createdAt}">${escapeHtml(p.createdAt)}</time></td><td><a href="${escapeHtml(p.url)}">View post</a></td></tr>`,
        ),
      )
      .join('');
    return `<section><h2>${escapeHtml(LABELS[network])}</h2>
<p>Failure switches: ${escapeHtml(switches || 'none')} · Latency: ${view.latencyMs[network]} ms</p>
${rows ? `<table><caption>Published on the ${escapeHtml(LABELS[network])} sandbox, newest first</caption><thead><tr><th scope="col">Account</th><th scope="col">Caption</th><th scope="col">Image</th><th scope="col">Time</th><th scope="col">Link</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Nothing published yet.</p>'}</section>`;
  }).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Network sandbox — Markk (local)</title>
<style>body{font-family:Arial,sans-serif;max-width:1000px;margin:24px auto;padding:0 16px;color:#1f2937}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:6px;vertical-align:top;text-align:left}caption{text-align:left;font-weight:700;margin:4px 0}</style>
</head><body><main><h1>Network sandbox</h1><p>What Markk published to the fake social network accounts while running locally.</p>
${sections}</main></body></html>`;
}

export function createNetworkSandbox(options: NetworkSandboxOptions = {}): NetworkSandbox {
  const prefix = options.prefix ?? '/sandbox';
  const state = new SandboxState(options.clients ?? defaultClients());

  const sandbox: NetworkSandbox = {
    async handle(req, res) {
      try {
        const url = new URL(req.url ?? '/', 'http://sandbox.local');
        const rest = url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname;
        const [, host = '', ...segments] = rest.split('/');
        const path = `/${segments.join('/')}`;
        const base = `http://${req.headers.host ?? '127.0.0.1'}${prefix}`;
        const method = (req.method ?? 'GET').toUpperCase();
        const body = await readBuffer(req);
        if (host === '_') {
          const network = /^\/avatar\/(\w+)\.svg$/.exec(path)?.[1] as Network | undefined;
          send(res, network && NETWORKS.includes(network) ? avatar(network) : { status: 404, json: { message: 'Not found' } });
          return;
        }
        const wait = Math.max(0, ...(HOST_NETWORKS[host] ?? []).map((n) => state.latencyMs.get(n) ?? 0));
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const ctx: Ctx = { req, method, host, path, query: url.searchParams, body, base, state };
        for (const route of routes) {
          if (route.method !== method || !route.hosts.includes(host)) continue;
          const match = route.pattern.exec(path);
          if (match) {
            send(res, await route.handle(ctx, match));
            return;
          }
        }
        const relative = `/${host}${path}${url.search}`;
        const post = method === 'GET' ? state.posts.find((p) => p.path === relative || p.path === `/${host}${path}`) : undefined;
        send(res, post ? postPage(post) : { status: 404, json: { message: `The network sandbox has no ${method} ${host}${path}` } });
      } catch (error) {
        process.stderr.write(`[sandbox] ${req.method} request failed: ${(error as Error).message}\n`);
        if (!res.headersSent) send(res, { status: 500, json: { message: 'Sandbox error' } });
        else res.end();
      }
    },

    async handleDev(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://sandbox.local').pathname;
      if (pathname === '/dev/networks/control' && req.method === 'POST') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse((await readBuffer(req)).toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          send(res, { status: 400, json: { message: 'The body must be JSON' } });
          return;
        }
        const network = body.network as Network | undefined;
        const kind = body.kind as Failure | undefined;
        if ((network !== undefined && !NETWORKS.includes(network)) || (kind !== undefined && !FAILURES.includes(kind))) {
          send(res, { status: 400, json: { message: `network is one of ${NETWORKS.join(', ')}; kind one of ${FAILURES.join(', ')}` } });
          return;
        }
        switch (body.action) {
          case 'fail':
            if (!network || !kind) {
              send(res, { status: 400, json: { message: 'fail needs a network and a kind' } });
              return;
            }
            sandbox.fail(network, kind, { once: body.once === true });
            break;
          case 'clear':
            sandbox.clear(network, kind);
            break;
          case 'latency':
            sandbox.latency(Number(body.ms) || 0, network);
            break;
          case 'advance': {
            const hours = body.hours;
            if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) {
              send(res, { status: 400, json: { message: 'advance needs hours, a number of 0 or more' } });
              return;
            }
            sandbox.advance(hours);
            break;
          }
          case 'reset':
            sandbox.reset();
            break;
          default:
            send(res, { status: 400, json: { message: 'action is one of fail, clear, latency, advance, reset' } });
            return;
        }
        send(res, { status: 200, json: overview(state) });
        return;
      }
      if (pathname === '/dev/networks.json') send(res, { status: 200, json: overview(state) });
      else if (pathname === '/dev/networks') send(res, { status: 200, html: devPage(state) });
      else send(res, { status: 404, json: { message: 'Not found' } });
    },

    fail: (network, kind, opts) => state.fail(network, kind, opts?.once ?? false),
    clear: (network, kind) => state.clear(network, kind),
    latency(ms, network) {
      for (const n of network ? [network] : NETWORKS) state.latencyMs.set(n, Math.max(0, ms));
    },
    lifetimes(network, lifetimes) {
      state.lifetimes[network] = { ...state.lifetimes[network], ...lifetimes };
    },
    published: (network) => state.posts.filter((p) => !network || p.network === network).map((p) => ({ ...p })),
    advance: (hours) => state.advance(hours),
    reset: () => state.reset(),
  };
  return sandbox;
}
