// The Resources Vault against the local stack: an admin uploads (presigned PUT, HeadObject
// check), everyone lists, searches, sorts (featured first), bookmarks and downloads (the
// count goes up once per download, concurrent ones too); deleting removes the stored file;
// non-admins cannot upload or delete; bad input answers a clear 4xx; the starter library
// is there once the stack has started.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { meEndpoints } from '#contracts/me';
import { RESOURCE_MESSAGES, resourceEndpoints as resources, type ListResourcesQuery, type ResourceView } from '#contracts/resources';
import * as Resources from '#domain/resources';
import * as Roles from '#domain/roles';
import { STARTER_LIBRARY, seedStarterLibrary } from '#domain/resource-seed';
import { db } from '#data/service';
import { config } from '#lib/config';
import { headObject } from '#lib/storage';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

interface Person extends TestUser {
  userId: string;
}

async function person(name: string): Promise<Person> {
  const user = await newUser({ fullName: name });
  const me = await callOk(meEndpoints.getMe, { token: user.accessToken });
  return { ...user, userId: me.userId };
}

let admin: Person;
let user: Person;

beforeAll(async () => {
  [admin, user] = await Promise.all([person('Ada Admin'), person('Uma User')]);
  await Roles.grant(admin.userId, 'admin');
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** An admin's upload as the dialog makes it: ask for the PUT, PUT the bytes, create the resource. */
async function upload(
  token: string,
  body: { title: string; description?: string; tags?: string; isFeatured?: boolean; category?: 'templates' | 'inspiration' },
  file = { name: 'guide.pdf', type: 'application/pdf', bytes: PDF },
) {
  const started = await callOk(resources.startUpload, { token, body: { fileName: file.name, contentType: file.type, size: file.bytes.byteLength } });
  const put = await fetch(started.uploadUrl, { method: 'PUT', headers: started.headers, body: file.bytes });
  expect(put.status).toBe(200);
  return { started, reply: await callApi(resources.create, { token, body: { uploadId: started.uploadId, ...body } }) };
}

const list = (token: string, query: ListResourcesQuery) => callOk(resources.list, { token, query });

/** Pages through a listing (other tests add resources to the same stack) until `resourceId` shows. */
async function findIn(token: string, query: ListResourcesQuery, resourceId: string): Promise<ResourceView | undefined> {
  let cursor: string | undefined;
  do {
    const page = await list(token, { ...query, ...(cursor ? { cursor } : {}) });
    const found = page.resources.find((r) => r.id === resourceId);
    if (found) return found;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return undefined;
}

describe('the starter library', () => {
  it('is there once the stack has started: one resource per category, real files, some featured', async () => {
    for (const starter of STARTER_LIBRARY) {
      const found = await findIn(user.accessToken, { category: starter.category }, starter.resourceId);
      expect(found, starter.title).toMatchObject({
        title: starter.title,
        category: starter.category,
        fileType: starter.format,
        isFeatured: starter.isFeatured,
        canPreview: true,
      });
      expect(found!.fileSize).toBeGreaterThan(3000);
    }
    expect(STARTER_LIBRARY.filter((r) => r.isFeatured).length).toBeGreaterThan(0);
    const pdf = STARTER_LIBRARY.find((r) => r.format === 'pdf')!;
    const { url } = await callOk(resources.preview, { token: user.accessToken, params: { resourceId: pdf.resourceId } });
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const md = STARTER_LIBRARY.find((r) => r.format === 'md')!;
    const text = await (await fetch((await callOk(resources.preview, { token: user.accessToken, params: { resourceId: md.resourceId } })).url)).text();
    expect(text.split(/\s+/).length).toBeGreaterThan(600);
  });

  it('seeding again writes nothing and keeps download counts', async () => {
    const starter = STARTER_LIBRARY[0]!;
    await callOk(resources.download, { token: user.accessToken, params: { resourceId: starter.resourceId } });
    const before = (await db().entities.resource.get({ resourceId: starter.resourceId, scope: 'item' }).go({ consistent: true })).data!;
    expect(await seedStarterLibrary({ readFile: async () => Buffer.from('not used') })).toBe(0);
    const after = (await db().entities.resource.get({ resourceId: starter.resourceId, scope: 'item' }).go({ consistent: true })).data!;
    expect(after.downloadCount).toBe(before.downloadCount);
    expect(after.fileSize).toBe(before.fileSize);
  });
});

describe('an admin upload, as every user then finds it', () => {
  it('upload → list → search → concurrent downloads each count → bookmark toggle → delete removes the file', async () => {
    const marker = `vaultmark${randomUUID().slice(0, 8)}`;
    const { reply } = await upload(admin.accessToken, {
      title: `Launch Guide ${marker}`,
      description: 'How to launch.',
      tags: ' launch, , Guide ',
      category: 'templates',
    });
    expect(reply.status).toBe(201);
    if (!reply.ok) throw new Error(reply.body.message);
    const created = reply.body.resource;
    expect(created).toMatchObject({
      title: `Launch Guide ${marker}`,
      tags: ['launch', 'Guide'],
      fileName: 'guide.pdf',
      fileType: 'pdf',
      contentType: 'application/pdf',
      fileSize: PDF.byteLength,
      downloadCount: 0,
      isFeatured: false,
      category: 'templates',
      canPreview: true,
    });

    // Search over title, description and tags, in any case.
    const byTitle = await list(user.accessToken, { q: marker.toUpperCase() });
    expect(byTitle.resources.map((r) => r.id)).toEqual([created.id]);
    expect(byTitle.total).toBeGreaterThanOrEqual(STARTER_LIBRARY.length + 1);
    expect(byTitle.viewer.isAdmin).toBe(false);
    expect((await list(admin.accessToken, { q: marker })).viewer.isAdmin).toBe(true);
    expect((await list(user.accessToken, { q: `${marker}`, category: 'inspiration' })).resources).toEqual([]);

    // Ten concurrent downloads: ten more.
    const links = await Promise.all(
      Array.from({ length: 10 }, () => callOk(resources.download, { token: user.accessToken, params: { resourceId: created.id } })),
    );
    const file = await fetch(links[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('guide.pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const counted = (await list(user.accessToken, { q: marker })).resources[0]!;
    expect(counted.downloadCount).toBe(10);
    // The downloads index follows the count: the overall and the category list agree.
    const inCategory = (await list(user.accessToken, { q: marker, category: 'templates', sort: 'downloads' })).resources[0]!;
    expect(inCategory.downloadCount).toBe(10);
    const copies = await db()
      .entities.resource.get([
        { resourceId: created.id, scope: 'item' as const },
        { resourceId: created.id, scope: 'all' as const },
      ])
      .go();
    expect(copies.data.map((c) => [c.downloadCount, c.downloadsKey])).toEqual([
      [10, '000000000010'],
      [10, '000000000010'],
    ]);

    // Bookmark and unbookmark, and the bookmarked filter.
    expect(await callOk(resources.bookmark, { token: user.accessToken, params: { resourceId: created.id } })).toEqual({ bookmarked: true });
    const marked = await list(user.accessToken, { bookmarked: 'true' });
    expect(marked.resources.map((r) => [r.id, r.bookmarked])).toEqual([[created.id, true]]);
    expect((await list(user.accessToken, { q: marker })).resources[0]!.bookmarked).toBe(true);
    expect((await list(admin.accessToken, { q: marker })).resources[0]!.bookmarked).toBe(false);
    expect(await callOk(resources.unbookmark, { token: user.accessToken, params: { resourceId: created.id } })).toEqual({ bookmarked: false });
    expect((await list(user.accessToken, { bookmarked: 'true' })).resources).toEqual([]);
    // 15 concurrent bookmarks (a double-click, retries) leave it bookmarked; 15 unbookmarks leave it not.
    const params = { resourceId: created.id };
    const marks = await Promise.all(Array.from({ length: 15 }, () => callOk(resources.bookmark, { token: user.accessToken, params })));
    expect(marks.every((m) => m.bookmarked)).toBe(true);
    expect((await list(user.accessToken, { bookmarked: 'true' })).resources.map((r) => r.id)).toEqual([created.id]);
    const unmarks = await Promise.all(Array.from({ length: 15 }, () => callOk(resources.unbookmark, { token: user.accessToken, params })));
    expect(unmarks.every((m) => !m.bookmarked)).toBe(true);
    expect((await list(user.accessToken, { bookmarked: 'true' })).resources).toEqual([]);
    await callOk(resources.bookmark, { token: user.accessToken, params });

    // Delete: gone from lists, bookmarks and the bucket.
    const stillThere = (await callOk(resources.preview, { token: user.accessToken, params: { resourceId: created.id } })).url;
    expect((await callApi(resources.remove, { token: admin.accessToken, params: { resourceId: created.id } })).status).toBe(204);
    expect((await list(user.accessToken, { q: marker })).resources).toEqual([]);
    expect((await list(user.accessToken, { bookmarked: 'true' })).resources).toEqual([]);
    expect((await db().entities.resourceBookmark.get({ userId: user.userId, resourceId: created.id }).go()).data).toBeNull();
    expect((await fetch(stillThere)).status).toBe(404);
    expect(await callApi(resources.remove, { token: admin.accessToken, params: { resourceId: created.id } })).toMatchObject({
      status: 404,
      body: { message: RESOURCE_MESSAGES.notFound },
    });
  });

  it('a featured upload with a Markdown-free text file; featured shows first in every sort', async () => {
    const marker = `sortmark${randomUUID().slice(0, 8)}`;
    const make = (title: string, isFeatured: boolean, createdAt: string) =>
      Resources.create(admin.userId, {
        title: `${title} ${marker}`,
        fileName: 'notes.txt',
        fileKey: `uploads/${marker}-${title}.txt`,
        fileSize: 10,
        category: 'inspiration',
        isFeatured,
        createdAt,
      });
    const old = await make('Old', false, '2026-02-01T00:00:00.000Z');
    const star = await make('Star', true, '2026-01-15T00:00:00.000Z');
    const fresh = await make('Fresh', false, '2026-03-01T00:00:00.000Z');
    for (let i = 0; i < 3; i++) await Resources.download(old.resourceId);
    const order = async (sort: 'recent' | 'downloads' | 'featured', category?: 'inspiration') =>
      (await list(user.accessToken, { q: marker, sort, ...(category ? { category } : {}) })).resources.map((r: ResourceView) => r.title.split(' ')[0]);
    expect(await order('recent')).toEqual(['Star', 'Fresh', 'Old']);
    expect(await order('recent', 'inspiration')).toEqual(['Star', 'Fresh', 'Old']);
    expect(await order('downloads')).toEqual(['Star', 'Old', 'Fresh']);
    expect(await order('downloads', 'inspiration')).toEqual(['Star', 'Old', 'Fresh']);
    expect(await order('featured')).toEqual(['Star', 'Fresh', 'Old']);
    for (const r of [old, star, fresh])
      await db()
        .entities.resource.delete([
          { resourceId: r.resourceId, scope: 'item' as const },
          { resourceId: r.resourceId, scope: 'all' as const },
        ])
        .go();
  });
});

describe('who may do what, and bad input', () => {
  it('non-admins cannot upload or delete (403)', async () => {
    const start = await callApi(resources.startUpload, { token: user.accessToken, body: { fileName: 'guide.pdf', contentType: 'application/pdf', size: 10 } });
    expect(start).toMatchObject({ status: 403, body: { message: RESOURCE_MESSAGES.notAdmin } });
    const starter = STARTER_LIBRARY[1]!;
    expect((await callApi(resources.remove, { token: user.accessToken, params: { resourceId: starter.resourceId } })).status).toBe(403);
    expect((await callApi(resources.create, { token: user.accessToken, body: { uploadId: `${Date.now()}-${randomUUID()}.pdf`, title: 'Mine' } })).status).toBe(
      403,
    );
    expect(await findIn(user.accessToken, { category: starter.category }, starter.resourceId)).toBeDefined();
  });

  it('a .pdf declared as text/html, an .exe, an empty or too large file: a clear 400, nothing stored', async () => {
    const token = admin.accessToken;
    const before = await Resources.total();
    const html = await callApi(resources.startUpload, { token, body: { fileName: 'guide.pdf', contentType: 'text/html', size: 100 } });
    expect(html).toMatchObject({ status: 400, body: { message: RESOURCE_MESSAGES.typeMismatch } });
    expect(await callApi(resources.startUpload, { token, body: { fileName: 'setup.exe', contentType: 'application/octet-stream', size: 100 } })).toMatchObject({
      status: 400,
      body: { message: RESOURCE_MESSAGES.badType },
    });
    expect(
      await callApi(resources.startUpload, { token, body: { fileName: 'movie.mp4', contentType: 'video/mp4', size: 100 * 1024 * 1024 + 1 } }),
    ).toMatchObject({ status: 400, body: { message: RESOURCE_MESSAGES.tooLarge } });
    expect(await callApi(resources.startUpload, { token, body: { fileName: 'empty.txt', contentType: 'text/plain', size: 0 } })).toMatchObject({
      status: 400,
      body: { message: RESOURCE_MESSAGES.emptyFile },
    });
    expect(await Resources.total()).toBe(before);
  });

  it('an upload URL used again after the resource was made, or after it was deleted, changes nothing anyone downloads', async () => {
    const token = admin.accessToken;
    const { started, reply } = await upload(token, { title: 'Swap me' });
    if (!reply.ok) throw new Error(reply.body.message);
    const { id } = reply.body.resource;
    // Other bytes of the same length, sent to the still-valid URL with the signed headers.
    const swapped = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(PDF.byteLength, ' '));
    expect((await fetch(started.uploadUrl, { method: 'PUT', headers: started.headers, body: swapped })).status).toBe(200);
    const { url } = await callOk(resources.download, { token: user.accessToken, params: { resourceId: id } });
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(PDF);
    expect((await db().entities.resource.get({ resourceId: id, scope: 'item' }).go()).data!.fileKey).toBe(`files/${id}.pdf`);

    await Resources.remove(admin.userId, id);
    expect((await fetch(started.uploadUrl, { method: 'PUT', headers: started.headers, body: PDF })).status).toBe(200);
    expect((await callApi(resources.download, { token: user.accessToken, params: { resourceId: id } })).status).toBe(404);
    expect(await headObject(config().RESOURCES_BUCKET!, `files/${id}.pdf`)).toBeNull();
    // Making the resource again from that upload is refused: its ticket went with the first.
    expect(await callApi(resources.create, { token, body: { uploadId: started.uploadId, title: 'Back again' } })).toMatchObject({
      status: 400,
      body: { message: RESOURCE_MESSAGES.uploadMissing },
    });
  });

  it('a file whose bytes are not its type (a web page as .pdf, binary as .txt) is refused with a clear message, nothing kept', async () => {
    const token = admin.accessToken;
    const before = await Resources.total();
    const fakes = [
      { name: 'guide.pdf', type: 'application/pdf', bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>') },
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0xff, 0xfe]) },
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('GIF89a not a png at all') },
    ];
    for (const file of fakes) {
      const { started, reply } = await upload(token, { title: `Fake ${file.name}` }, file);
      expect(reply, file.name).toMatchObject({ status: 400, body: { message: RESOURCE_MESSAGES.contentMismatch } });
      expect(await headObject(config().RESOURCES_BUCKET!, `uploads/${started.uploadId}`), file.name).toBeNull();
      expect((await db().entities.resourceUpload.get({ uploadId: started.uploadId }).go()).data, file.name).toBeNull();
    }
    expect(await Resources.total()).toBe(before);
    // The real thing of each type is taken: a UTF-8 text with accents, a PNG.
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    for (const file of [
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Café opening hours: 8–18, ☕ every day\n') },
      { name: 'photo.png', type: 'image/png', bytes: png },
    ]) {
      const { reply } = await upload(token, { title: `Real ${file.name}` }, file);
      expect(reply.status, file.name).toBe(201);
      if (reply.ok) await Resources.remove(admin.userId, reply.body.resource.id);
    }
  });

  it('an object stored with another type than was signed is refused and removed', async () => {
    const token = admin.accessToken;
    const started = await callOk(resources.startUpload, { token, body: { fileName: 'guide.pdf', contentType: 'application/pdf', size: PDF.byteLength } });
    // The PUT signed for application/pdf is refused when sent as text/html.
    const forged = await fetch(started.uploadUrl, { method: 'PUT', headers: { ...started.headers, 'content-type': 'text/html' }, body: PDF });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(await callApi(resources.create, { token, body: { uploadId: started.uploadId, title: 'Forged' } })).toMatchObject({
      status: 400,
      body: { message: RESOURCE_MESSAGES.uploadMissing },
    });
  });

  it('no title or no file: "Please provide a title and select a file"; missing resources answer 404', async () => {
    const token = admin.accessToken;
    const { started } = await upload(token, { title: 'placeholder' });
    const created = await db()
      .entities.resource.get({ resourceId: started.uploadId.slice(14, 50), scope: 'item' })
      .go();
    expect(created.data).not.toBeNull();
    await Resources.remove(admin.userId, created.data!.resourceId);
    expect(await callApi(resources.create, { token, body: { uploadId: started.uploadId, title: '   ' } })).toMatchObject({
      status: 400,
      body: { message: RESOURCE_MESSAGES.missing },
    });
    expect(await callApi(resources.create, { token, body: { title: 'No file' } as never })).toMatchObject({
      status: 400,
      body: { message: RESOURCE_MESSAGES.missing },
    });
    expect(await callApi(resources.startUpload, { token, body: { fileName: '', contentType: 'application/pdf', size: 10 } })).toMatchObject({
      status: 400,
      body: { message: RESOURCE_MESSAGES.missing },
    });
    const never = `${Date.now()}-${randomUUID()}.pdf`;
    expect(await callApi(resources.create, { token, body: { uploadId: never, title: 'Never uploaded' } })).toMatchObject({
      status: 400,
      body: { message: RESOURCE_MESSAGES.uploadMissing },
    });
    const missing = { resourceId: randomUUID() };
    expect(await callApi(resources.remove, { token, params: missing })).toMatchObject({ status: 404, body: { message: RESOURCE_MESSAGES.notFound } });
    for (const endpoint of [resources.bookmark, resources.unbookmark]) {
      expect(await callApi(endpoint, { token: user.accessToken, params: missing })).toMatchObject({
        status: 404,
        body: { message: RESOURCE_MESSAGES.notFound },
      });
    }
    expect(await callApi(resources.download, { token: user.accessToken, params: missing })).toMatchObject({
      status: 404,
      body: { message: RESOURCE_MESSAGES.notFound },
    });
    expect(await callApi(resources.list, { token: user.accessToken, query: { sort: 'oldest' as never } })).toMatchObject({ status: 400 });
  });
});
