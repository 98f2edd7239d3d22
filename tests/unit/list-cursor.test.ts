// The check of a list cursor a client sends back (functions/data/paging.ts ownListCursor):
// only the keys of one of the caller's own items of that list's entity start a page.
import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BAD_PAGE, ownListCursor } from '#data/paging';
import { buildStudioImage } from '#data/entities/studio-image';
import { buildChatThread } from '#data/entities/chat-thread';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const studioImage = buildStudioImage('unit-table', client);
const chatThread = buildChatThread('unit-table', client);

const encode = (key: unknown) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/** The cursor ElectroDB gives after `item`: its table and gsi1 keys. */
function cursorAfter(stored: { Item: Record<string, unknown> }): string {
  const { pk, sk, gsi1pk, gsi1sk } = stored.Item;
  return encode({ pk, sk, gsi1pk, gsi1sk });
}

const imageOf = (userId: string, campaignId?: string) =>
  studioImage
    .create({
      userId,
      ...(campaignId ? { campaignId } : {}),
      imageId: 'a1b2c3',
      template: 'quote',
      size: 'square',
      width: 1080,
      height: 1080,
      design: '{}',
      title: 'T',
      watermark: false,
      pngKey: 'k.png',
      jpegKey: 'k.jpg',
      bytes: 1,
    })
    .params() as { Item: Record<string, unknown> };

const gallery = (userId: string) => ({ list: studioImage.query.byCreated({ userId }), item: (imageId: string) => studioImage.get({ userId, imageId }) });

describe('ownListCursor', () => {
  it("passes the cursor after one of the caller's items, unchanged", () => {
    const cursor = cursorAfter(imageOf('user-a'));
    expect(ownListCursor(cursor, gallery('user-a'))).toBe(cursor);
  });

  it("refuses the cursor after another user's item", () => {
    expect(() => ownListCursor(cursorAfter(imageOf('user-b')), gallery('user-a'))).toThrow(BAD_PAGE);
  });

  it("refuses the cursor of another entity's list of the same user", () => {
    const thread = chatThread
      .create({ userId: 'user-a', threadId: 't1', title: 'T', persona: 'marketer', useCase: 'general', lastMessageAt: '2026-01-01T00:00:00.000Z' })
      .params() as {
      Item: Record<string, unknown>;
    };
    expect(() => ownListCursor(cursorAfter(thread), gallery('user-a'))).toThrow(BAD_PAGE);
    const threads = { list: chatThread.query.byLastMessage({ userId: 'user-a' }), item: (threadId: string) => chatThread.get({ userId: 'user-a', threadId }) };
    expect(ownListCursor(cursorAfter(thread), threads)).toBe(cursorAfter(thread));
  });

  it("refuses a forged cursor: the caller's index keys with another's table keys, or the other way round", () => {
    const own = imageOf('user-a').Item;
    const other = imageOf('user-b').Item;
    const thread = chatThread
      .create({ userId: 'user-a', threadId: 't1', title: 'T', persona: 'marketer', useCase: 'general', lastMessageAt: '2026-01-01T00:00:00.000Z' })
      .params() as {
      Item: Record<string, unknown>;
    };
    for (const forged of [
      { pk: other.pk, sk: own.sk, gsi1pk: own.gsi1pk, gsi1sk: own.gsi1sk },
      { pk: own.pk, sk: thread.Item.sk, gsi1pk: own.gsi1pk, gsi1sk: own.gsi1sk },
      { pk: own.pk, sk: own.sk, gsi1pk: other.gsi1pk, gsi1sk: own.gsi1sk },
      { pk: own.pk, sk: own.sk, gsi1pk: own.gsi1pk, gsi1sk: thread.Item.gsi1sk },
    ])
      expect(() => ownListCursor(encode(forged), gallery('user-a'))).toThrow(BAD_PAGE);
  });

  it('refuses what is not a cursor: not JSON, not an object, extra or missing keys', () => {
    const { pk, sk, gsi1pk, gsi1sk } = imageOf('user-a').Item;
    for (const bad of ['%%%', encode([pk, sk]), encode('x'), encode(null), encode({ pk, sk, gsi1pk }), encode({ pk, sk, gsi1pk, gsi1sk, extra: 1 })])
      expect(() => ownListCursor(bad, gallery('user-a'))).toThrow(BAD_PAGE);
  });

  it("passes a campaign list's cursor (gsi2) after the caller's image in that campaign, and refuses one from another campaign or another user", () => {
    const campaignOf = (userId: string, campaignId: string) => ({
      list: studioImage.query.byCampaign({ userId, campaignId }),
      item: (imageId: string) => studioImage.get({ userId, imageId }),
      index: 'gsi2' as const,
    });
    const after = (stored: { Item: Record<string, unknown> }) => {
      const { pk, sk, gsi2pk, gsi2sk } = stored.Item;
      return encode({ pk, sk, gsi2pk, gsi2sk });
    };
    const own = after(imageOf('user-a', 'c1'));
    expect(ownListCursor(own, campaignOf('user-a', 'c1'))).toBe(own);
    expect(() => ownListCursor(own, campaignOf('user-a', 'c2'))).toThrow(BAD_PAGE);
    expect(() => ownListCursor(after(imageOf('user-b', 'c1')), campaignOf('user-a', 'c1'))).toThrow(BAD_PAGE);
    expect(() => ownListCursor(cursorAfter(imageOf('user-a', 'c1')), campaignOf('user-a', 'c1'))).toThrow(BAD_PAGE);
  });

  it('keeps an image out of the campaign index until it is in a campaign', () => {
    expect(imageOf('user-a').Item).not.toHaveProperty('gsi2pk');
    expect(imageOf('user-a', 'c1').Item).toMatchObject({ gsi2pk: expect.stringContaining('c1') });
  });
});
