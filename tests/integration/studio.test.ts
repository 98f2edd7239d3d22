// The creative studio on the local stack: templates and what the plan draws, the live preview,
// saving a design to the gallery (one image per design, however often it is saved), both
// downloads, the watermark on Growth and none on Premium, the carousel for Premium only,
// "Create image" from a post (the template that fits it, its hook as the headline, the image
// attached), deleting (the files, the library slot and the post's image go) and the library
// limit, which counts images with drafts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints } from '#contracts/content';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { studioEndpoints as studio, type ImageDesign, type TemplateView } from '#contracts/studio';
import * as Content from '#domain/content';
import { localTimeOf } from '#domain/publishing/time';
import { cafeBrand } from '../support/brand.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';
import { connect, feed } from '../support/networks.ts';
import { webpOf } from '../support/webp.ts';

const bakery: BrandKitInput = {
  ...(cafeBrand as BrandKitInput),
  name: 'Crumb & Co',
  industry: 'Artisan bakery',
  toneOfVoice: 'Friendly',
  palette: { primary: '#8B4513', secondary: '#F5DEB3' },
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function fetchBytes(url: string): Promise<{ status: number; bytes: Uint8Array; disposition: string | null }> {
  const response = await fetch(url);
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') };
}

let growth: TestUser;
let premium: TestUser;
let templates: TemplateView[];
const headlineOf = (id: string) => templates.find((t) => t.id === id)!.fields[0]!.name;
const textCard = (headline: string, size: ImageDesign['size'] = 'square'): ImageDesign => ({
  template: 'text-card',
  size,
  fields: { [headlineOf('text-card')]: headline },
});

beforeAll(async () => {
  [growth, premium] = await Promise.all([
    newUser({ fullName: 'Maud Baker', companyName: 'Crumb & Co' }),
    newUser({ fullName: 'Pip Baker', companyName: 'Crumb & Co' }),
  ]);
  await Promise.all([
    callOk(brandKitEndpoints.save, { token: growth.accessToken, body: bakery }),
    callOk(brandKitEndpoints.save, { token: premium.accessToken, body: bakery }),
    callOk(billingEndpoints.localPay, { token: premium.accessToken, body: { tier: 'premium' } }),
  ]);
  templates = (await callOk(studio.templates, { token: growth.accessToken })).templates;
});

describe('templates', () => {
  it('lists ten templates, four sizes, and what the plan draws', async () => {
    const free = await callOk(studio.templates, { token: growth.accessToken });
    expect(free.templates.map((t) => t.id)).toEqual([
      'text-card',
      'quote',
      'tip',
      'offer',
      'event',
      'product',
      'before-after',
      'announcement',
      'stat',
      'carousel',
    ]);
    expect(free.sizes.map((s) => [s.id, s.width, s.height])).toEqual([
      ['square', 1080, 1080],
      ['portrait', 1080, 1350],
      ['landscape', 1200, 628],
      ['story', 1080, 1920],
    ]);
    expect(free).toMatchObject({ watermark: true, premium: false });
    expect(await callOk(studio.templates, { token: premium.accessToken })).toMatchObject({ watermark: false, premium: true });
  });
});

describe('the preview', () => {
  it('draws the design as a PNG at half its size, and names the size it will be saved at', async () => {
    for (const size of ['square', 'story'] as const) {
      const preview = await callOk(studio.preview, { token: growth.accessToken, body: textCard('Fresh sourdough every morning', size) });
      const bytes = Buffer.from(preview.dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
      expect(pngSize(bytes)).toEqual(size === 'square' ? { width: 540, height: 540 } : { width: 540, height: 960 });
      expect(preview).toMatchObject({ width: 1080, height: size === 'square' ? 1080 : 1920, slides: 1 });
    }
  });

  it('names what is wrong with a design', async () => {
    const long = await callApi(studio.preview, { token: growth.accessToken, body: textCard('x'.repeat(1900)) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: expect.stringMatching(/at most \d+ characters/) });
    const unknown = await callApi(studio.preview, { token: growth.accessToken, body: { ...textCard('Hi'), template: 'poster' as never } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: expect.stringContaining('templates') });
  });

  it('says when the brand kit’s logo cannot be drawn (WebP), and how to fix it', async () => {
    const webp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
    const owner = await newUser({ fullName: 'Wendy WebP', companyName: 'Crumb & Co' });
    const upload = await callOk(brandKitEndpoints.createLogoUpload, { token: owner.accessToken, body: { contentType: 'image/webp', size: webp.length } });
    expect((await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: new Blob([webp]) })).status).toBe(200);
    await callOk(brandKitEndpoints.save, { token: owner.accessToken, body: { ...bakery, logoUrl: upload.logoUrl } });
    const preview = await callOk(studio.preview, { token: owner.accessToken, body: textCard('Fresh today') });
    expect(preview.notes).toEqual([expect.stringContaining('not WebP. Upload your logo as a PNG in Settings → Brand.')]);
    const plain = await callOk(studio.preview, { token: growth.accessToken, body: textCard('Fresh today') });
    expect(plain.notes).toEqual([]);
  });

  it('asks for a brand kit first', async () => {
    const newcomer = await newUser({ fullName: 'No Kit', companyName: 'Nowhere' });
    const reply = await callApi(studio.preview, { token: newcomer.accessToken, body: textCard('Hello') });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: expect.stringContaining('Set up your brand kit first') });
  });

  it('keeps the carousel for Premium', async () => {
    const slides = { [headlineOf('carousel')]: 'Three loaves to know' } as Record<string, string | string[]>;
    const list = templates.find((t) => t.id === 'carousel')!.fields.find((f) => f.kind === 'list')!;
    slides[list.name] = ['Sourdough', 'Rye', 'Spelt'];
    const design: ImageDesign = { template: 'carousel', size: 'square', fields: slides };
    const refused = await callApi(studio.preview, { token: growth.accessToken, body: design });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ message: UPGRADE_MESSAGES.studioPro });
    const drawn = await callOk(studio.preview, { token: premium.accessToken, body: { ...design, slide: 2 } });
    expect(drawn.slides).toBe(3);
  });

  it('saves every slide of a carousel as an image of its own, each counted once, and the same carousel again adds nothing', async () => {
    // A carousel's first slide is its title: the gallery names every slide after it.
    const cover = `Three flours ${randomUUID().slice(0, 6)}`;
    const list = templates.find((t) => t.id === 'carousel')!.fields.find((f) => f.kind === 'list')!;
    const design: ImageDesign = { template: 'carousel', size: 'portrait', fields: { [list.name]: [cover, 'Wholemeal', 'Dark rye'] }, slide: 1 };
    const before = (await callOk(studio.gallery, { token: premium.accessToken, query: {} })).library.used;
    const saved = await callOk(studio.save, { token: premium.accessToken, body: { design, altText: 'Three bags of flour' } });
    expect(saved.created).toBe(true);
    expect(saved.slides.map((s) => s.title)).toEqual([1, 2, 3].map((n) => `${cover} — slide ${n} of 3`));
    expect(saved.image.id).toBe(saved.slides[0]!.id);
    expect(new Set(saved.slides.map((s) => s.id)).size).toBe(3);
    expect(saved.slides.map((s) => s.design.slide)).toEqual([0, 1, 2]);
    const files = await Promise.all(saved.slides.map((s) => fetchBytes(s.url)));
    for (const file of files) expect(pngSize(file.bytes)).toEqual({ width: 1080, height: 1350 });
    expect(new Set(files.map((f) => Buffer.from(f.bytes).toString('base64'))).size).toBe(3);
    expect((await callOk(studio.gallery, { token: premium.accessToken, query: {} })).library.used).toBe(before + 3);

    const again = await callOk(studio.save, { token: premium.accessToken, body: { design: { ...design, slide: 2 }, altText: 'Three bags of flour' } });
    expect(again.created).toBe(false);
    expect(again.slides.map((s) => s.id)).toEqual(saved.slides.map((s) => s.id));
    expect((await callOk(studio.gallery, { token: premium.accessToken, query: {} })).library.used).toBe(before + 3);
  });
});

/** A small real PNG: the preview of a text card, drawn by the studio itself. */
async function aPhoto(): Promise<Buffer> {
  const preview = await callOk(studio.preview, { token: premium.accessToken, body: textCard('A photo of bread', 'landscape') });
  return Buffer.from(preview.dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

async function uploaded(user: TestUser, bytes: Uint8Array, contentType: 'image/jpeg' | 'image/png' | 'image/webp'): Promise<string> {
  const { photoId, uploadUrl, headers } = await callOk(studio.uploadPhoto, { token: user.accessToken, body: { contentType, size: bytes.length } });
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: new Blob([Buffer.from(bytes)]) });
  expect(put.status).toBe(200);
  return photoId;
}

describe('photos', () => {
  it('draws an uploaded photo into the product template, and refuses a file that is not an image', async () => {
    const photoId = await uploaded(premium, await aPhoto(), 'image/png');
    const product = templates.find((t) => t.id === 'product')!;
    const fields = { [product.fields[0]!.name]: 'Sourdough loaf' };
    const design: ImageDesign = { template: 'product', size: 'square', fields, photos: [{ photoId, focalX: 0.3, focalY: 0.5 }] };
    const withPhoto = await callOk(studio.preview, { token: premium.accessToken, body: design });
    const without = await callOk(studio.preview, { token: premium.accessToken, body: { ...design, photos: [] } });
    expect(withPhoto.dataUrl).not.toBe(without.dataUrl);
    // A WebP (a phone's photo) is drawn too, from the JPEG made of it the first time.
    const webpId = await uploaded(premium, await webpOf(320, 240, [30, 160, 60]), 'image/webp');
    const webpDesign = { ...design, photos: [{ photoId: webpId }] };
    const [fromWebp, again] = [
      await callOk(studio.preview, { token: premium.accessToken, body: webpDesign }),
      await callOk(studio.preview, { token: premium.accessToken, body: webpDesign }),
    ];
    expect(fromWebp.dataUrl).not.toBe(without.dataUrl);
    expect(again.dataUrl).toBe(fromWebp.dataUrl);

    const fake = await uploaded(premium, Buffer.from('<html>not a photo</html>'), 'image/jpeg');
    const refused = await callApi(studio.preview, { token: premium.accessToken, body: { ...design, photos: [{ photoId: fake }] } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'That photo is not a JPEG, PNG or WebP image: upload a JPEG, PNG or WebP photo.' });
    const missing = await callApi(studio.preview, { token: premium.accessToken, body: { ...design, photos: [{ photoId: 'a'.repeat(32) }] } });
    expect(missing.status).toBe(400);
    // Another user's photo is not theirs to draw: it is looked for under their own name.
    const stranger = await callApi(studio.preview, { token: growth.accessToken, body: { ...design, template: 'product' } });
    expect(stranger.status).toBe(400);
  });

  it('signs uploads of JPEG, PNG and WebP up to 10 MB only', async () => {
    const big = await callApi(studio.uploadPhoto, { token: premium.accessToken, body: { contentType: 'image/png', size: 10 * 1024 * 1024 + 1 } });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ message: 'A photo can be up to 10 MB.' });
    const gif = await callApi(studio.uploadPhoto, { token: premium.accessToken, body: { contentType: 'image/gif' as never, size: 100 } });
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({ message: 'Photos must be JPEG, PNG or WebP images.' });
  });
});

describe('the gallery', () => {
  it('saves a design once, however often it is saved, with a PNG and a JPEG to download', async () => {
    const design = textCard('Hot cross buns are back');
    const [first, second] = await Promise.all([
      callOk(studio.save, { token: growth.accessToken, body: { design, altText: 'Buns on a tray' } }),
      callOk(studio.save, { token: growth.accessToken, body: { design, altText: 'Buns on a tray' } }),
    ]);
    expect(first.image.id).toBe(second.image.id);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    const gallery = await callOk(studio.gallery, { token: growth.accessToken, query: {} });
    expect(gallery.images.filter((i) => i.id === first.image.id)).toHaveLength(1);
    expect(gallery.images[0]).toMatchObject({ title: 'Hot cross buns are back', altText: 'Buns on a tray', watermark: true, width: 1080, height: 1080 });

    const png = await callOk(studio.download, { token: growth.accessToken, params: { imageId: first.image.id }, query: { format: 'png' } });
    expect(png.fileName).toBe('hot-cross-buns-are-back-1080x1080.png');
    const pngFile = await fetchBytes(png.url);
    expect(pngFile.status).toBe(200);
    expect(pngSize(pngFile.bytes)).toEqual({ width: 1080, height: 1080 });
    expect(pngFile.disposition).toContain('attachment');
    const jpeg = await callOk(studio.download, { token: growth.accessToken, params: { imageId: first.image.id }, query: { format: 'jpeg' } });
    const jpegFile = await fetchBytes(jpeg.url);
    expect([...jpegFile.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('refuses a page link it did not make', async () => {
    for (const cursor of ['a', Buffer.from(JSON.stringify({ pk: 'x', sk: 'y', gsi1pk: 'x', gsi1sk: 'y' })).toString('base64url')]) {
      const reply = await callApi(studio.gallery, { token: growth.accessToken, query: { cursor } });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ message: 'This page link is not valid.' });
    }
  });

  it('draws the mark on Growth and none on Premium', async () => {
    const design = textCard('Same words, two plans');
    const [free, paid] = await Promise.all([
      callOk(studio.save, { token: growth.accessToken, body: { design } }),
      callOk(studio.save, { token: premium.accessToken, body: { design } }),
    ]);
    expect(free.image.watermark).toBe(true);
    expect(paid.image.watermark).toBe(false);
    const [a, b] = await Promise.all([fetchBytes(free.image.url), fetchBytes(paid.image.url)]);
    expect(Buffer.compare(Buffer.from(a.bytes), Buffer.from(b.bytes))).not.toBe(0);
  });

  it('edits alt text, and deletes an image with its files and its library slot', async () => {
    const { image } = await callOk(studio.save, { token: premium.accessToken, body: { design: textCard('Going, going, gone') } });
    const edited = await callOk(studio.update, { token: premium.accessToken, params: { imageId: image.id }, body: { altText: '  A  loaf  ' } });
    expect(edited.image.altText).toBe('A loaf');
    const before = (await callOk(studio.gallery, { token: premium.accessToken, query: {} })).library.used;
    const removed = await callApi(studio.remove, { token: premium.accessToken, params: { imageId: image.id } });
    expect(removed.status).toBe(204);
    expect((await callOk(studio.gallery, { token: premium.accessToken, query: {} })).library.used).toBe(before - 1);
    expect((await callApi(studio.get, { token: premium.accessToken, params: { imageId: image.id } })).status).toBe(404);
    expect((await fetchBytes(image.url)).status).toBe(404);
  });
});

describe('Create image from a post', () => {
  it('starts from the post, and attaches the saved image to it', async () => {
    const userId = await userIdOf(premium);
    const [itemId] = await Content.createMany(userId, [
      {
        type: 'post',
        title: 'Weekend offer',
        body: 'This weekend only: 20% off every celebration cake with code CAKE20. Order by Friday at 5pm!\n\n#bakery #cake',
      },
    ]);
    const suggestion = await callOk(studio.suggest, { token: premium.accessToken, body: { itemId: itemId! } });
    expect(suggestion.template).toBe('offer');
    expect(suggestion.fields[headlineOf('offer')]).toBe('This weekend only: 20% off every celebration cake with code CAKE20.');
    expect(suggestion.altText).toContain('Crumb & Co');

    const { image } = await callOk(studio.save, {
      token: premium.accessToken,
      body: { design: { template: 'offer', size: 'story', fields: suggestion.fields }, altText: suggestion.altText, itemId: itemId! },
    });
    expect(image.itemId).toBe(itemId);
    expect((await callOk(contentEndpoints.get, { token: premium.accessToken, params: { itemId: itemId! } })).imageId).toBe(image.id);

    await callOk(studio.remove, { token: premium.accessToken, params: { imageId: image.id } });
    expect((await callOk(contentEndpoints.get, { token: premium.accessToken, params: { itemId: itemId! } })).imageId).toBeNull();
  });

  it('refuses another user’s post and a newsletter', async () => {
    const userId = await userIdOf(premium);
    const [newsletter] = await Content.createMany(userId, [{ type: 'email', title: 'News', body: 'Our news.' }]);
    const email = await callApi(studio.suggest, { token: premium.accessToken, body: { itemId: newsletter! } });
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({ message: expect.stringContaining('Images go on posts') });
    expect((await callApi(studio.suggest, { token: growth.accessToken, body: { itemId: newsletter! } })).status).toBe(404);
  });
});

describe('the library limit', () => {
  it('counts images with drafts: the Growth plan’s 21st asset is refused and nothing is stored', async () => {
    const full = await newUser({ fullName: 'Full Shelf', companyName: 'Crumb & Co' });
    await callOk(brandKitEndpoints.save, { token: full.accessToken, body: bakery });
    const userId = await userIdOf(full);
    await Content.createMany(
      userId,
      Array.from({ length: 19 }, (_, i) => ({ type: 'post' as const, title: `Post ${i + 1}`, body: `Fresh bread, batch ${i + 1}.` })),
    );
    await callOk(studio.save, { token: full.accessToken, body: { design: textCard('The twentieth asset') } });
    const refused = await callApi(studio.save, { token: full.accessToken, body: { design: textCard('One too many') } });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ message: UPGRADE_MESSAGES.contentLibrary });
    const gallery = await callOk(studio.gallery, { token: full.accessToken, query: {} });
    expect(gallery.images.map((i) => i.title)).toEqual(['The twentieth asset']);
    expect(gallery.library).toEqual({ used: 20, limit: 20 });
  });
});

describe('publishing a studio image', () => {
  it('goes out to Instagram as its JPEG, fetched by the network from a short-lived link, with its alt text', async () => {
    const { image } = await callOk(studio.save, {
      token: premium.accessToken,
      body: { design: textCard('Sourdough Saturday', 'portrait'), altText: 'A sourdough loaf on a board' },
    });
    const jpeg = await fetchBytes(
      (await callOk(studio.download, { token: premium.accessToken, params: { imageId: image.id }, query: { format: 'jpeg' } })).url,
    );
    const instagram = (await connect(premium, 'instagram')).account.id;
    const caption = `Sourdough Saturday ${randomUUID().slice(0, 6)}: fresh loaves from 8am. Reserve yours by replying.`;
    const noImage = await callApi(pub.schedule, {
      token: premium.accessToken,
      body: { requestId: randomUUID(), caption, accountIds: [instagram], when: { kind: 'next' } },
    });
    expect(noImage.status).toBe(400);
    expect(noImage.body).toMatchObject({ message: expect.stringContaining('Instagram needs an image') });

    const { post } = await callOk(pub.schedule, {
      token: premium.accessToken,
      body: {
        requestId: randomUUID(),
        caption,
        imageId: image.id,
        accountIds: [instagram],
        when: { kind: 'at', localTime: localTimeOf(new Date(), 'Europe/London'), timeZone: 'Europe/London' },
      },
    });
    expect(post).toMatchObject({ imageId: image.id, altText: 'A sourdough loaf on a board' });
    await expect
      .poll(async () => (await callOk(pub.get, { token: premium.accessToken, params: { postId: post.id } })).post.status, { timeout: 90_000, interval: 500 })
      .toBe('published');
    const [published] = await feed(caption);
    expect(published?.image).toEqual({ bytes: jpeg.bytes.length, contentType: 'image/jpeg' });
  });

  it('refuses an image that is not in the owner’s gallery', async () => {
    const instagram = (await callOk(pub.connections, { token: premium.accessToken })).accounts.find((a) => a.network === 'instagram')!.id;
    const reply = await callApi(pub.schedule, {
      token: premium.accessToken,
      body: { requestId: randomUUID(), caption: 'Hello', imageId: 'f'.repeat(24), accountIds: [instagram], when: { kind: 'next' } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: expect.stringContaining('not in your gallery') });
  });
});
