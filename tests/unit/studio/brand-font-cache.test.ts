// Brand font files in a warm render function: the second preview draws the owner's font from
// memory without reading S3; a replaced font (a new file), or a slot set again (the fonts item
// changed), is read again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetObjectCommand, S3Client, type GetObjectCommandInput } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#data/service';
import { studioFontKey } from '#data/entities/studio-fonts';
import { resetConfig } from '#lib/config';
import { nodeModules } from '#lib/studio/fonts';
import { drawnFonts } from '#domain/studio/font-files';
import { activeSubscriptionItem } from '../../support/subscriptions.ts';

const read = (rel: string) => new Uint8Array(readFileSync(join(nodeModules(), rel)));
const PLAYFAIR = read('@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff');
const NUNITO = read('@fontsource/nunito/files/nunito-latin-400-normal.woff');
const BUCKET = 'unit-resources';

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
/** What the private bucket holds, by key. */
const files = new Map<string, Uint8Array>();
const env = { TABLE_NAME: process.env.TABLE_NAME, RESOURCES_BUCKET: process.env.RESOURCES_BUCKET };
let owner = 0;

/** A Premium owner (each test its own) whose fonts item names `fontId` for headings, as last written at `updatedAt`. */
function premiumOwner() {
  const userId = `fonts-owner-${++owner}-${Date.now()}`;
  ddb.on(QueryCommand).resolves({ Items: [activeSubscriptionItem(userId)] });
  const fontsKey = db().entities.studioFonts.get({ userId }).params().Key as Record<string, string>;
  const setHeading = (fontId: string, updatedAt: string) => {
    const item = db()
      .entities.studioFonts.put({ userId, heading: { fontId, fileName: 'brand.woff', format: 'woff' } })
      .params().Item as Record<string, unknown>;
    ddb.on(GetCommand, { Key: fontsKey }).resolves({ Item: { ...item, updatedAt } });
  };
  return { userId, setHeading, upload: (fontId: string, data: Uint8Array) => files.set(studioFontKey(userId, fontId), data) };
}

const reads = (key: string) => s3.commandCalls(GetObjectCommand).filter((call) => call.args[0].input.Key === key).length;

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.RESOURCES_BUCKET = BUCKET;
  resetConfig();
});

beforeEach(() => {
  ddb.reset();
  s3.reset();
  s3.on(GetObjectCommand).callsFake((input: GetObjectCommandInput) => {
    const data = files.get(input.Key!);
    if (!data) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    return { Body: { transformToByteArray: async () => data } };
  });
});

afterAll(() => {
  ddb.restore();
  s3.restore();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
});

describe('brand fonts drawn by a warm render function', () => {
  it('a second preview draws the brand font without reading it from S3 again', async () => {
    const { userId, setHeading, upload } = premiumOwner();
    upload('a'.repeat(32), PLAYFAIR);
    setHeading('a'.repeat(32), '2026-11-27T10:00:00.000Z');

    const first = await drawnFonts(userId);
    const second = await drawnFonts(userId);

    expect(reads(studioFontKey(userId, 'a'.repeat(32)))).toBe(1);
    expect(first.fonts?.heading?.data).toEqual(PLAYFAIR);
    expect(second).toEqual(first);
  });

  it('a replaced font is a new file: it is read and drawn, not the old one', async () => {
    const { userId, setHeading, upload } = premiumOwner();
    upload('a'.repeat(32), PLAYFAIR);
    setHeading('a'.repeat(32), '2026-11-27T10:00:00.000Z');
    const before = await drawnFonts(userId);

    upload('b'.repeat(32), NUNITO);
    setHeading('b'.repeat(32), '2026-11-27T10:05:00.000Z');
    const after = await drawnFonts(userId);

    expect(reads(studioFontKey(userId, 'b'.repeat(32)))).toBe(1);
    expect(after.fonts?.heading?.data).toEqual(NUNITO);
    expect(after.fingerprint).not.toEqual(before.fingerprint);
  });

  it('setting a slot again to the same file reads it again (its bytes may have changed)', async () => {
    const { userId, setHeading, upload } = premiumOwner();
    upload('c'.repeat(32), PLAYFAIR);
    setHeading('c'.repeat(32), '2026-11-27T10:00:00.000Z');
    await drawnFonts(userId);

    upload('c'.repeat(32), NUNITO);
    setHeading('c'.repeat(32), '2026-11-27T10:05:00.000Z');
    const after = await drawnFonts(userId);

    expect(reads(studioFontKey(userId, 'c'.repeat(32)))).toBe(2);
    expect(after.fonts?.heading?.data).toEqual(NUNITO);
  });
});
