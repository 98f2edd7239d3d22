// Brand kits: the latest complete kit, saved with the spec's select-latest-then-update-or-
// insert rule, and the caller's logo upload.
import { randomUUID } from 'node:crypto';
import { db } from '#data/service';
import type { BrandKitItem } from '#data/entities/brand-kit';
import { config } from '#lib/config';
import { Invalid } from '#lib/errors';
import { presignPut, publicBucketUrl } from '#lib/storage';
import { LOGO_TYPES, type BrandKit, type BrandKitInput, type LogoUploadRequest, type LogoUploadResponse } from '#contracts/brand-kit';
import type * as z from 'zod';
import { isExtraWorkspace } from './workspaces/access.ts';

type SavedInput = z.output<typeof import('#contracts/brand-kit').BrandKitInput>;

export function toBrandKit(item: BrandKitItem): BrandKit {
  return {
    id: item.brandKitId,
    name: item.name,
    industry: item.industry,
    targetAudience: item.targetAudience,
    mainGoal: item.mainGoal,
    platforms: item.platforms as BrandKit['platforms'],
    toneOfVoice: item.toneOfVoice,
    palette: { primary: item.palette.primary, secondary: item.palette.secondary },
    logoUrl: item.logoUrl ?? null,
    hemisphere: item.hemisphere ?? 'auto',
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The spec's rule: the newest kit whose industry and target audience are filled in. */
export async function latestItem(userId: string): Promise<BrandKitItem | null> {
  let cursor: string | null = null;
  do {
    const page: { data: BrandKitItem[]; cursor: string | null } = await db()
      .entities.brandKit.query.byUser({ userId })
      .go({ order: 'desc', cursor, limit: 25 });
    const complete = page.data.find((kit) => kit.industry.trim() && kit.targetAudience.trim());
    if (complete) return complete;
    cursor = page.cursor;
  } while (cursor);
  return null;
}

export async function getLatest(userId: string): Promise<BrandKit | null> {
  const item = await latestItem(userId);
  return item ? toBrandKit(item) : null;
}

const NOT_YOUR_LOGO = 'logoUrl must be the logo you uploaded to Markk.';

/**
 * The saved logo URL, normalised, when `raw` is exactly the caller's own upload
 * (`{bucket url}/{userId}/logo.{ext}`, optionally with the `?v=` cache buster): parsed as a
 * URL first, so dot segments (`logo./../../{other}/logo.png`), encoded ones and other paths
 * on the same origin cannot pass as a prefix match would let them.
 */
export function ownLogoUrl(userId: string, raw: string): string {
  const bucket = config().LOGOS_BUCKET;
  if (!bucket) throw new Error('LOGOS_BUCKET is not configured');
  const base = new URL(`${publicBucketUrl(bucket)}/`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Invalid(NOT_YOUR_LOGO);
  }
  const ownPaths = new Set(Object.values(LOGO_TYPES).map((ext) => `${base.pathname}${encodeURIComponent(userId)}/logo.${ext}`));
  const query = [...url.searchParams.keys()];
  const cacheBusterOnly = query.length === 0 || (query.length === 1 && /^\d{1,16}$/.test(url.searchParams.get('v') ?? ''));
  if (url.origin !== base.origin || url.username || url.password || url.hash || !ownPaths.has(url.pathname) || !cacheBusterOnly) {
    throw new Invalid(NOT_YOUR_LOGO);
  }
  return url.href;
}

/** Saves the kit (updating the latest complete one, else creating one) and the profile's company name. */
export async function save(userId: string, input: SavedInput): Promise<BrandKit> {
  const logoUrl = input.logoUrl ? ownLogoUrl(userId, input.logoUrl) : null;
  const fields = {
    name: input.name,
    industry: input.industry,
    targetAudience: input.targetAudience,
    mainGoal: input.mainGoal,
    platforms: input.platforms,
    toneOfVoice: input.toneOfVoice,
    palette: input.palette,
    ...(input.hemisphere ? { hemisphere: input.hemisphere } : {}),
  };
  const existing = await latestItem(userId);
  let saved: BrandKitItem;
  if (existing) {
    const patch = db().entities.brandKit.patch({ userId, createdAt: existing.createdAt, brandKitId: existing.brandKitId }).set(fields);
    const result = await (logoUrl ? patch.set({ logoUrl }) : patch.remove(['logoUrl'])).go({ response: 'all_new' });
    saved = result.data as BrandKitItem;
  } else {
    const result = await db()
      .entities.brandKit.create({ userId, brandKitId: randomUUID(), ...fields, ...(logoUrl ? { logoUrl } : {}) })
      .go();
    saved = result.data;
  }
  // The account's company is its default workspace's brand; a client's brand names only its kit.
  if (!isExtraWorkspace(userId)) await db().entities.profile.patch({ userId }).set({ companyName: input.name }).go();
  return toBrandKit(saved);
}

/** A presigned PUT for `{userId}/logo.{ext}`; type and size are checked before signing. */
export async function createLogoUpload(userId: string, request: LogoUploadRequest): Promise<LogoUploadResponse> {
  const bucket = config().LOGOS_BUCKET;
  if (!bucket) throw new Error('LOGOS_BUCKET is not configured');
  const key = `${userId}/logo.${LOGO_TYPES[request.contentType]}`;
  const { uploadUrl, headers } = await presignPut(bucket, key, request.contentType, request.size);
  // The version parameter makes browsers fetch a replaced logo instead of a cached one.
  return { uploadUrl, headers, logoUrl: `${publicBucketUrl(bucket)}/${key}?v=${Date.now()}` };
}

export type { BrandKitInput };
