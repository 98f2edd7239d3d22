// Scheduled posts: scheduling a caption to connected accounts at a wall-clock time (or the
// next free queue slot), the calendar's range, editing and deleting until publishing starts,
// and retrying failed ones. Problems a network would refuse (length, a missing image) are
// named here, before anything is saved.
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import type { ConnectedAccountItem } from '#data/entities/connected-account';
import type { ContentItemItem } from '#data/entities/content-item';
import type { PostTarget, ScheduledPostItem } from '#data/entities/scheduled-post';
import { config } from '#lib/config';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { NETWORK_PROFILES } from '#lib/networks/index';
import { cancelPublish, schedulePublish, sendNow } from '#lib/publish-queue';
import { publicBucketUrl } from '#lib/storage';
import type { CalendarQuery, PostWhen, PostStatus, ScheduledPostView } from '#contracts/publishing';
import { accountsOf, labelOf } from './accounts.ts';
import { settingsOf } from './settings.ts';
import { QUEUE_HORIZON_DAYS, instantOf, localTimeOf, nextFreeSlot } from './time.ts';
import { trackPostLinksSoon, type LinkCampaign } from '../analytics/post-links.ts';
import { utmCampaignOf } from '../analytics/utm.ts';
import { ownCampaign } from '../campaign-owned.ts';
import { approvedAsScheduled, contentHash } from '../approvals/version.ts';

/** A time this close to now (or just passed, while the dialog was open) means "now". */
const GRACE_MS = 60_000;

export const postIdFor = (userId: string, requestId: string) => idempotentId(`scheduled-post:${userId}:${requestId}`).slice(0, 24);

export function postView(post: ScheduledPostItem): ScheduledPostView {
  return {
    id: post.postId,
    caption: post.caption,
    imageUrl: post.imageUrl || null,
    imageId: post.imageId || null,
    altText: post.altText || null,
    itemId: post.itemId ?? null,
    campaignId: post.campaignId || null,
    dueAt: post.dueAt,
    timeZone: post.timeZone,
    localTime: post.localTime,
    status: post.status,
    targets: post.targets.map((t) => ({
      accountId: t.accountKey,
      network: t.network,
      accountName: t.accountName,
      status: t.status,
      url: t.url ?? null,
      reason: t.reason ?? null,
      publishedAt: t.publishedAt ?? null,
    })),
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}

/**
 * A post's status from its targets: publishing while any is; published when all are;
 * failed when none is waiting and any failed; else scheduled (even with a target that
 * already failed early, e.g. an account that needs reconnecting: the rest still go out).
 */
export function statusOf(targets: readonly Pick<PostTarget, 'status'>[]): PostStatus {
  if (targets.some((t) => t.status === 'publishing')) return 'publishing';
  if (targets.every((t) => t.status === 'published')) return 'published';
  if (targets.some((t) => t.status === 'scheduled')) return 'scheduled';
  return 'failed';
}

/** The image must be the owner's own, in Markk's storage: the networks fetch it from there. */
function assertOwnImage(userId: string, imageUrl: string | undefined): void {
  if (!imageUrl) return;
  const { LOGOS_BUCKET } = config();
  const own = LOGOS_BUCKET ? `${publicBucketUrl(LOGOS_BUCKET)}/${userId}/` : null;
  if (!own || !imageUrl.startsWith(own) || imageUrl.includes('..'))
    throw new Invalid('Use an image from your Markk library: other web addresses cannot be posted.');
}

/** An image's type from its file name (Markk names its files by type). */
export const imageTypeOf = (url: string) =>
  /\.png($|\?)/i.test(url) ? ('image/png' as const) : /\.webp($|\?)/i.test(url) ? ('image/webp' as const) : ('image/jpeg' as const);
export type ImageType = ReturnType<typeof imageTypeOf>;

/** A studio image goes out as its JPEG twin: every network takes JPEG (Instagram and TikTok only that or WebP). */
export const STUDIO_IMAGE_TYPE: ImageType = 'image/jpeg';

/** The type a post's image is sent as, or undefined without one. */
export const postImageType = (image: { imageUrl?: string | undefined; imageId?: string | undefined }): ImageType | undefined =>
  image.imageId ? STUDIO_IMAGE_TYPE : image.imageUrl ? imageTypeOf(image.imageUrl) : undefined;

/** A studio image must be in the owner's gallery; its alt text goes with it unless the post has its own. */
async function ownStudioImage(userId: string, imageId: string | undefined): Promise<{ altText: string } | null> {
  if (!imageId) return null;
  const { data } = await db().entities.studioImage.get({ userId, imageId }).go();
  if (!data) throw new Invalid('That image is not in your gallery any more: choose another, or make one in the Creative studio.');
  return { altText: data.altText };
}

const ONE_IMAGE = 'A post carries one image: choose the studio image or the uploaded one, not both.';

/** What each chosen network would refuse, in words that say how to fix it; empty when it can go. */
export function problemsOf(caption: string, imageType: ImageType | undefined, accounts: readonly ConnectedAccountItem[]): string[] {
  const problems: string[] = [];
  for (const network of new Set(accounts.map((a) => a.network))) {
    const profile = NETWORK_PROFILES[network];
    const length = [...caption].length;
    if (length > profile.captionLimit)
      problems.push(
        `${profile.label} allows ${profile.captionLimit.toLocaleString('en-GB')} characters; this caption has ${length.toLocaleString('en-GB')}. Shorten it or leave ${profile.label} out.`,
      );
    if (profile.needsImage && !imageType) problems.push(`${profile.label} needs an image: add one or leave ${profile.label} out.`);
    if (imageType && !profile.imageTypes.includes(imageType))
      problems.push(
        `${profile.label} takes ${profile.imageTypes.map((t) => t.replace('image/', '').toUpperCase()).join(' or ')} images only: choose another image or leave ${profile.label} out.`,
      );
  }
  return problems;
}

function chosenAccounts(all: readonly ConnectedAccountItem[], ids: readonly string[]): ConnectedAccountItem[] {
  return ids.map((id) => {
    const account = all.find((a) => a.accountKey === id);
    if (!account) throw new Invalid('One of the chosen accounts is not connected any more. Reload the page and choose again.');
    if (account.state !== 'connected')
      throw new Invalid(`${account.name} on ${labelOf(account.network)} needs reconnecting: reconnect it in Settings → Connected accounts, or leave it out.`);
    return account;
  });
}

/** The owner's posts due in [from, to). */
async function postsBetween(userId: string, from: string, to: string): Promise<ScheduledPostItem[]> {
  const { data } = await db().entities.scheduledPost.query.byDue({ userId }).between({ dueAt: from }, { dueAt: to }).go({ pages: 'all' });
  return data.filter((p) => p.dueAt < to);
}

/** The wall-clock time and instant a post goes out. */
async function resolveWhen(userId: string, when: PostWhen, now: Date, ignorePostId?: string): Promise<{ localTime: string; timeZone: string; dueAt: string }> {
  if (when.kind === 'at') {
    const dueAt = instantOf(when.localTime, when.timeZone);
    if (Date.parse(dueAt) < now.getTime() - GRACE_MS) throw new Invalid('That time has already passed. Choose a later time.');
    return { localTime: when.localTime, timeZone: when.timeZone, dueAt };
  }
  const settings = await settingsOf(userId);
  const horizon = new Date(now.getTime() + (QUEUE_HORIZON_DAYS + 1) * 86_400_000).toISOString();
  const upcoming = await postsBetween(userId, now.toISOString(), horizon);
  const taken = new Set(upcoming.filter((p) => p.postId !== ignorePostId).map((p) => localTimeOf(p.dueAt, settings.timeZone)));
  const localTime = nextFreeSlot(settings.queue, settings.timeZone, now, taken);
  if (!localTime)
    throw new Invalid('Your posting schedule has no free slot in the next 8 weeks. Add queue times in Settings → Connected accounts, or pick a date and time.');
  return { localTime, timeZone: settings.timeZone, dueAt: instantOf(localTime, settings.timeZone) };
}

export async function nextSlotFor(userId: string, now = new Date()): Promise<string | null> {
  try {
    return (await resolveWhen(userId, { kind: 'next' }, now)).localTime;
  } catch (error) {
    if (error instanceof Invalid) return null;
    throw error;
  }
}

const targetsFor = (accounts: readonly ConnectedAccountItem[]): PostTarget[] =>
  accounts.map((a) => ({ accountKey: a.accountKey, network: a.network, accountName: a.name, status: 'scheduled' as const }));

export interface ScheduleInput {
  requestId: string;
  itemId?: string | undefined;
  caption: string;
  imageUrl?: string | undefined;
  imageId?: string | undefined;
  altText?: string | undefined;
  accountIds: string[];
  when: PostWhen;
  campaignId?: string | undefined;
}

/** Schedules a post; a retried request (same requestId) answers the post it made. */
export async function schedule(userId: string, input: ScheduleInput, now = new Date()): Promise<ScheduledPostView> {
  const postId = postIdFor(userId, input.requestId);
  const earlier = await db().entities.scheduledPost.get({ userId, postId }).go({ consistent: true });
  if (earlier.data) return postView(earlier.data);
  if (input.imageUrl && input.imageId) throw new Invalid(ONE_IMAGE);
  assertOwnImage(userId, input.imageUrl);
  const [all, studioImage, campaign] = await Promise.all([accountsOf(userId), ownStudioImage(userId, input.imageId), ownCampaignUtm(userId, input.campaignId)]);
  const altText = input.altText || studioImage?.altText || undefined;
  const accounts = chosenAccounts(all, input.accountIds);
  const problems = problemsOf(input.caption, postImageType(input), accounts);
  if (problems.length > 0) throw new Invalid(problems.join(' '));
  let draft: ContentItemItem | undefined;
  if (input.itemId) {
    const { data } = await db().entities.contentItem.query.byId({ userId, itemId: input.itemId }).go({ limit: 1 });
    if (data.length === 0) throw new Invalid('The draft this post came from no longer exists. Schedule it from Content again.');
    draft = data[0]!;
  }
  const pillar = draft?.pillar;
  const when = await resolveWhen(userId, input.when, now);
  const item = {
    userId,
    postId,
    caption: input.caption,
    ...(input.imageUrl ? { imageUrl: input.imageUrl } : {}),
    ...(input.imageId ? { imageId: input.imageId } : {}),
    ...(altText ? { altText } : {}),
    ...(input.itemId ? { itemId: input.itemId } : {}),
    // Always written ('' for none): the campaign index's condition decides from it whether the post is in that index.
    campaignId: input.campaignId ?? '',
    ...(pillar ? { pillar } : {}),
    ...when,
    status: 'scheduled' as const,
    targets: targetsFor(accounts),
    version: 1,
  };
  // A draft the client approved, scheduled with its words and image unchanged, goes out approved.
  if (draft && approvedAsScheduled(draft, input)) Object.assign(item, { approvedHash: contentHash(item) });
  let saved: ScheduledPostView;
  try {
    const { data } = await db().entities.scheduledPost.create(item).go();
    saved = postView(data as ScheduledPostItem);
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // A concurrent retry of the same request saved it first (and schedules it).
    const { data } = await db().entities.scheduledPost.get({ userId, postId }).go({ consistent: true });
    if (!data) throw error;
    return postView(data);
  }
  // Saved first, then scheduled: a message may arrive at once and must find the post. If
  // scheduling fails, the post is taken back, so nothing is shown that would never go out.
  try {
    await schedulePublish({ userId, postId, dueAt: when.dueAt }, when, now);
  } catch (error) {
    await db().entities.scheduledPost.delete({ userId, postId }).go();
    throw error;
  }
  await trackPostLinksSoon(userId, postId, item.caption, item.targets, campaign);
  return saved;
}

/** A campaign named for a post must be one of the owner's: its id and utm_campaign for the post's links, or undefined for none. */
async function ownCampaignUtm(userId: string, campaignId: string | undefined): Promise<LinkCampaign | undefined> {
  return campaignId ? { id: campaignId, utm: utmCampaignOf((await ownCampaign(userId, campaignId)).name) } : undefined;
}

export async function list(userId: string, query: CalendarQuery): Promise<ScheduledPostView[]> {
  const from = new Date(query.from).toISOString();
  const to = new Date(query.to).toISOString();
  const posts = await postsBetween(userId, from, to);
  return posts
    .filter((p) => !query.network || p.targets.some((t) => t.network === query.network))
    .filter((p) => !query.status || p.status === query.status)
    .filter((p) => !query.campaignId || p.campaignId === query.campaignId)
    .map(postView);
}

async function postOf(userId: string, postId: string): Promise<ScheduledPostItem> {
  const { data } = await db().entities.scheduledPost.get({ userId, postId }).go({ consistent: true });
  if (!data) throw new NotFound('That scheduled post does not exist.');
  return data;
}

export const get = async (userId: string, postId: string) => postView(await postOf(userId, postId));

const NOT_EDITABLE: Record<'publishing' | 'published', string> = {
  publishing: 'This post is publishing right now, so it can no longer be changed.',
  published: 'This post is already published, so it can no longer be changed. Schedule a new post instead.',
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Writes `changes` on condition that nobody changed the post since it was read. */
async function writeIfUnchanged(post: ScheduledPostItem, changes: Partial<ScheduledPostItem>): Promise<ScheduledPostItem> {
  try {
    const { data } = await db()
      .entities.scheduledPost.patch({ userId: post.userId, postId: post.postId })
      .set({ ...changes, version: post.version + 1 })
      .where(({ version }, { eq }) => eq(version, post.version))
      .go({ response: 'all_new' });
    return data as ScheduledPostItem;
  } catch (error) {
    if (isConditionFailed(error)) throw new Conflict('This post changed while you were editing it. Reload it and try again.');
    throw error;
  }
}

export interface UpdateInput {
  caption?: string | undefined;
  imageUrl?: string | null | undefined;
  imageId?: string | null | undefined;
  altText?: string | null | undefined;
  accountIds?: string[] | undefined;
  when?: PostWhen | undefined;
  campaignId?: string | null | undefined;
}

/** Edits a post that has not started publishing (a failed one too, before a retry). */
export async function update(userId: string, postId: string, input: UpdateInput, now = new Date()): Promise<ScheduledPostView> {
  const post = await postOf(userId, postId);
  if (post.status === 'publishing' || post.status === 'published') throw new Conflict(NOT_EDITABLE[post.status]);
  const caption = input.caption ?? post.caption;
  let imageUrl = input.imageUrl === undefined ? post.imageUrl || undefined : (input.imageUrl ?? undefined);
  let imageId = input.imageId === undefined ? post.imageId || undefined : (input.imageId ?? undefined);
  if (input.imageUrl && input.imageId) throw new Invalid(ONE_IMAGE);
  // Choosing one kind of image replaces the other.
  if (input.imageId) imageUrl = undefined;
  if (input.imageUrl) imageId = undefined;
  assertOwnImage(userId, imageUrl);
  const [studioImage, campaign] = await Promise.all([
    ownStudioImage(userId, input.imageId ?? undefined),
    // Links made by this edit go in the post's campaign: the one chosen now, else the one it is in.
    ownCampaignUtm(userId, input.campaignId === undefined ? post.campaignId || undefined : (input.campaignId ?? undefined)),
  ]);
  let targets = post.targets;
  const all = await accountsOf(userId);
  if (input.accountIds) {
    const accounts = chosenAccounts(all, input.accountIds);
    targets = accounts.map((a) => post.targets.find((t) => t.accountKey === a.accountKey && t.status !== 'failed') ?? targetsFor([a])[0]!);
  }
  const accounts = all.filter((a) => targets.some((t) => t.accountKey === a.accountKey));
  const problems = problemsOf(caption, postImageType({ imageUrl, imageId }), accounts);
  if (problems.length > 0) throw new Invalid(problems.join(' '));
  const when = input.when ? await resolveWhen(userId, input.when, now, postId) : null;
  const changes: Mutable<Partial<ScheduledPostItem>> = { caption, targets, status: statusOf(targets) };
  // A removed image or alt text is stored as '' (one conditional write), shown as none.
  if (imageUrl !== post.imageUrl) changes.imageUrl = imageUrl ?? '';
  if (imageId !== post.imageId) changes.imageId = imageId ?? '';
  if (input.altText !== undefined) changes.altText = input.altText ?? '';
  else if (studioImage?.altText) changes.altText = studioImage.altText;
  if (when) Object.assign(changes, when);
  // '' takes the post out of its campaign (and out of the campaign's index).
  if (input.campaignId !== undefined) changes.campaignId = input.campaignId ?? '';
  const saved = await writeIfUnchanged(post, changes);
  if (when && saved.status === 'scheduled') await schedulePublish({ userId, postId, dueAt: when.dueAt }, when, now);
  if (input.caption !== undefined || input.accountIds) await trackPostLinksSoon(userId, postId, saved.caption, saved.targets, campaign);
  return postView(saved);
}

/** Deletes a post. One that is live stays on the network: Markk forgets it only, and says so. */
export async function remove(userId: string, postId: string): Promise<{ removedFromMarkkOnly: boolean; message: string }> {
  const post = await postOf(userId, postId);
  if (post.status === 'publishing') throw new Conflict('This post is publishing right now. Wait a moment, then delete it.');
  await cancelPublish(postId);
  try {
    await db()
      .entities.scheduledPost.delete({ userId, postId })
      .where(({ version }, { eq }) => eq(version, post.version))
      .go();
  } catch (error) {
    if (isConditionFailed(error)) throw new Conflict('This post changed just now (it may have started publishing). Reload and try again.');
    throw error;
  }
  const live = post.targets.filter((t) => t.status === 'published');
  if (live.length === 0) return { removedFromMarkkOnly: false, message: 'The post was deleted.' };
  const where = [...new Set(live.map((t) => labelOf(t.network)))].join(' and ');
  return { removedFromMarkkOnly: true, message: `The post was removed from Markk only: it stays on ${where}. Delete it there if you want it gone.` };
}

/** Retries failed posts now: their failed targets go back to scheduled and the worker gets them at once. */
export async function retry(userId: string, postIds: readonly string[], now = new Date()): Promise<ScheduledPostView[]> {
  const { data } = await db()
    .entities.scheduledPost.get([...new Set(postIds)].map((postId) => ({ userId, postId })))
    .go({ concurrent: 1 });
  const views: ScheduledPostView[] = [];
  for (const post of data) {
    if (!post.targets.some((t) => t.status === 'failed')) {
      views.push(postView(post));
      continue;
    }
    const targets = post.targets.map((t) =>
      t.status === 'failed' ? { accountKey: t.accountKey, network: t.network, accountName: t.accountName, status: 'scheduled' as const } : t,
    );
    const dueAt = now.toISOString();
    const saved = await writeIfUnchanged(post, { targets, status: statusOf(targets), dueAt, localTime: localTimeOf(now, post.timeZone) });
    await sendNow({ userId, postId: post.postId, dueAt });
    views.push(postView(saved));
  }
  if (views.length === 0) throw new NotFound('None of those posts exist.');
  return views;
}

/**
 * Fails at once, with `reason`, every upcoming target on an account that can no longer
 * publish (disconnected, needs reconnecting), so the calendar shows it now and not at the
 * post's time. Other accounts of the same posts still go out.
 */
export async function failUpcomingFor(userId: string, accountKey: string, reason: string, now = new Date()): Promise<number> {
  const far = '9999-12-31T23:59:59.999Z';
  const posts = await postsBetween(userId, new Date(now.getTime() - 3_600_000).toISOString(), far);
  let failed = 0;
  for (const post of posts) {
    if (post.status !== 'scheduled' && post.status !== 'failed') continue;
    if (!post.targets.some((t) => t.accountKey === accountKey && t.status === 'scheduled')) continue;
    const targets = post.targets.map((t) => (t.accountKey === accountKey && t.status === 'scheduled' ? { ...t, status: 'failed' as const, reason } : t));
    try {
      await writeIfUnchanged(post, { targets, status: statusOf(targets) });
      failed++;
    } catch (error) {
      // The post changed (it started publishing): the worker meets the account's state itself.
      if (!(error instanceof Conflict)) throw error;
    }
  }
  return failed;
}
