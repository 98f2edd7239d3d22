// The vault's writes on a real QueryClient over the real call(), with the server stubbed at
// fetch (and the storage at XMLHttpRequest): a bookmark click presses the card at once in
// every list, the server's answer then stands, a refusal puts it back and its message is what
// the page shows; a download adds one to the card's count; a delete takes the card out; an
// upload PUTs the file with the signed headers, reports its progress, then creates the item.
import { InfiniteQueryObserver, MutationObserver, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourcePage, ResourceView } from '#contracts/resources';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { setRuntimeConfig } = await import('../../../web/src/app/runtime-config.ts');
const { createQueryClient } = await import('../../../web/src/queries/query-client.ts');
const { downloadMutation, removeResourceMutation, resourceKeys, resourceListQuery, bookmarkMutation, uploadResourceMutation } =
  await import('../../../web/src/queries/resources.ts');

const GUIDE = 'guide-1';
const OTHER = 'other-1';

function card(id: string, title: string, change: Partial<ResourceView> = {}): ResourceView {
  return {
    id,
    title,
    description: null,
    fileName: `${id}.pdf`,
    fileSize: 1024,
    fileType: 'pdf',
    contentType: 'application/pdf',
    category: 'templates',
    tags: null,
    downloadCount: 0,
    isFeatured: false,
    bookmarked: false,
    createdAt: '2026-11-23T00:00:00.000Z',
    canPreview: true,
    ...change,
  };
}

const page = (resources: ResourceView[], total = resources.length): ResourcePage => ({ resources, nextCursor: null, total, viewer: { isAdmin: true } });
const listOf = (resources: ResourceView[]): InfiniteData<ResourcePage, string | null> => ({ pages: [page(resources)], pageParams: [null] });

const recentKey = resourceKeys.list({ sort: 'recent' });
const templatesKey = resourceKeys.list({ sort: 'downloads', category: 'templates' });

type Reply = { status: number; body?: unknown };
const requests: { method: string; url: string; body: unknown }[] = [];

function stubServer(reply: (url: string) => Promise<Reply> | Reply) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      requests.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const { status, body } = await reply(url);
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function held(reply: Reply) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reply: async () => (await released, reply), release };
}

const shown = (client: QueryClient, key: readonly unknown[], id = GUIDE) =>
  client.getQueryData<InfiniteData<ResourcePage>>(key)!.pages[0]!.resources.find((r) => r.id === id);

let client: QueryClient;

beforeEach(() => {
  requests.length = 0;
  setRuntimeConfig({
    stage: 'local',
    region: 'eu-west-2',
    apiUrl: 'http://localhost:3000/api',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    local: true,
  });
  client = createQueryClient();
  client.setQueryData(recentKey, listOf([card(GUIDE, 'Welcome e-mail sequence'), card(OTHER, 'Content calendar')]));
  client.setQueryData(templatesKey, listOf([card(GUIDE, 'Welcome e-mail sequence')]));
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('Load more', () => {
  it('asks for the next page with the same search, category and sort, and appends it', async () => {
    stubServer((url) =>
      url.includes('cursor=')
        ? { status: 200, body: { ...page([card(OTHER, 'Content calendar')], 2), nextCursor: null } }
        : { status: 200, body: { ...page([card(GUIDE, 'Welcome e-mail sequence')], 2), nextCursor: 'page-2' } },
    );
    const observer = new InfiniteQueryObserver(client, resourceListQuery({ q: 'welcome', category: 'email-marketing', sort: 'downloads' }));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().hasNextPage).toBe(true));
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    unsubscribe();

    expect(result.data!.pages.flatMap((p) => p.resources.map((r) => r.title))).toEqual(['Welcome e-mail sequence', 'Content calendar']);
    expect(result.hasNextPage).toBe(false);
    expect(requests.map((r) => r.url)).toEqual([
      'http://localhost:3000/api/resources?q=welcome&category=email-marketing&sort=downloads',
      'http://localhost:3000/api/resources?q=welcome&category=email-marketing&sort=downloads&cursor=page-2',
    ]);
  });
});

describe('a bookmark click', () => {
  it('presses the card at once in every list, then keeps the server’s answer', async () => {
    const answer = held({ status: 200, body: { bookmarked: true } });
    stubServer(answer.reply);

    const done = new MutationObserver(client, bookmarkMutation(client)).mutate({ resourceId: GUIDE, bookmarked: true });
    await vi.waitFor(() => expect(shown(client, recentKey)!.bookmarked).toBe(true));
    expect(shown(client, templatesKey)!.bookmarked).toBe(true);
    expect(shown(client, recentKey, OTHER)!.bookmarked).toBe(false);

    answer.release();
    await done;
    expect(shown(client, recentKey)!.bookmarked).toBe(true);
    expect(requests[0]).toMatchObject({ method: 'PUT', url: `http://localhost:3000/api/resources/${GUIDE}/bookmark` });
  });

  it('asks to clear the bookmark when the card was pressed', async () => {
    stubServer(() => ({ status: 200, body: { bookmarked: false } }));
    await new MutationObserver(client, bookmarkMutation(client)).mutate({ resourceId: GUIDE, bookmarked: false });
    expect(shown(client, recentKey)!.bookmarked).toBe(false);
    expect(requests[0]).toMatchObject({ method: 'DELETE', url: `http://localhost:3000/api/resources/${GUIDE}/bookmark` });
  });

  it('puts the card back when the server refuses, with the server’s message to show', async () => {
    const answer = held({ status: 404, body: { message: 'Resource not found' } });
    stubServer(answer.reply);

    const done = new MutationObserver(client, bookmarkMutation(client)).mutate({ resourceId: GUIDE, bookmarked: true });
    await vi.waitFor(() => expect(shown(client, recentKey)!.bookmarked).toBe(true));
    answer.release();
    await expect(done).rejects.toMatchObject({ status: 404, message: 'Resource not found' });
    expect(shown(client, recentKey)!.bookmarked).toBe(false);
    expect(shown(client, templatesKey)!.bookmarked).toBe(false);
  });
});

describe('a download', () => {
  it('returns the short-lived link and shows the count one higher on the card', async () => {
    stubServer(() => ({ status: 200, body: { url: 'http://localhost:4569/resources/guide.pdf?X-Amz-Signature=abc' } }));
    const url = await new MutationObserver(client, downloadMutation(client)).mutate(GUIDE);
    expect(url).toBe('http://localhost:4569/resources/guide.pdf?X-Amz-Signature=abc');
    expect(shown(client, recentKey)!.downloadCount).toBe(1);
    expect(shown(client, templatesKey)!.downloadCount).toBe(1);
    expect(shown(client, recentKey, OTHER)!.downloadCount).toBe(0);
  });
});

describe('a delete', () => {
  it('takes the card out of every list', async () => {
    stubServer(() => ({ status: 204 }));
    await new MutationObserver(client, removeResourceMutation(client)).mutate(GUIDE);
    expect(shown(client, recentKey)).toBeUndefined();
    expect(shown(client, recentKey, OTHER)).toBeDefined();
    expect(client.getQueryData<InfiniteData<ResourcePage>>(recentKey)!.pages[0]!.total).toBe(1);
    expect(requests[0]).toMatchObject({ method: 'DELETE', url: `http://localhost:3000/api/resources/${GUIDE}` });
  });
});

/** A stand-in for the browser's XMLHttpRequest: records the PUT and reports progress in two steps. */
class FakeXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  static status = 200;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: body.size / 2, total: body.size, lengthComputable: true });
      this.status = FakeXhr.status;
      this.responseText = FakeXhr.status === 200 ? '' : '<Error><Message>Request has expired</Message></Error>';
      this.onload?.();
    });
  }
}

describe('an upload', () => {
  const uploadId = '1763856000000-0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
  const created = card('new-1', 'Landing page teardown');

  beforeEach(() => {
    FakeXhr.sent = [];
    FakeXhr.status = 200;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    stubServer((url) =>
      url.endsWith('/resources/uploads')
        ? { status: 200, body: { uploadId, uploadUrl: 'http://localhost:4569/resources/uploads/x.pdf?sig', headers: { 'Content-Type': 'application/pdf' } } }
        : { status: 201, body: { resource: created } },
    );
  });

  it('announces the file, PUTs it with the signed headers while reporting progress, then creates the resource', async () => {
    const file = new File([new Uint8Array(4000)], 'teardown.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const resource = await new MutationObserver(client, uploadResourceMutation(client)).mutate({
      input: {
        file,
        contentType: 'application/pdf',
        title: 'Landing page teardown',
        description: null,
        category: 'funnels-landing',
        tags: 'landing, cro',
        isFeatured: true,
      },
      onProgress: (loaded) => progress.push(loaded),
    });

    expect(resource.title).toBe('Landing page teardown');
    expect(requests[0]).toMatchObject({ method: 'POST', body: { fileName: 'teardown.pdf', contentType: 'application/pdf', size: 4000 } });
    expect(FakeXhr.sent).toEqual([
      { method: 'PUT', url: 'http://localhost:4569/resources/uploads/x.pdf?sig', headers: { 'Content-Type': 'application/pdf' }, body: file },
    ]);
    expect(progress).toEqual([2000, 4000]);
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: 'http://localhost:3000/api/resources',
      body: { uploadId, title: 'Landing page teardown', description: null, category: 'funnels-landing', tags: 'landing, cro', isFeatured: true },
    });
  });

  it('creates nothing when the storage refuses the file, and says why', async () => {
    FakeXhr.status = 403;
    const file = new File([new Uint8Array(10)], 'teardown.pdf', { type: 'application/pdf' });
    const upload = new MutationObserver(client, uploadResourceMutation(client)).mutate({
      input: { file, contentType: 'application/pdf', title: 'Landing page teardown' },
      onProgress: () => undefined,
    });
    await expect(upload).rejects.toMatchObject({ status: 403, message: 'Request has expired' });
    expect(requests.map((r) => r.url)).toEqual(['http://localhost:3000/api/resources/uploads']);
  });
});
