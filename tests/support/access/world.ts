// The world the access matrix calls into, built once through the API as the app builds it:
// user A with something behind every route (a brand kit, a paid plan, an approved generation
// run and its drafts, a finished run not yet approved, notifications, partner invitations),
// every piece of it carrying a marker no one else's data holds; and user B, a different
// signed-up user with a brand kit and a plan of their own.
import { randomUUID } from 'node:crypto';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints } from '#contracts/content';
import { generationEndpoints } from '#contracts/generation';
import { meEndpoints } from '#contracts/me';
import { viralInviteEndpoints } from '#contracts/viral-invites';
import { teamEndpoints } from '#contracts/team';
import { taskEndpoints } from '#contracts/tasks';
import { THREAD_ID_HEADER, chatEndpoints } from '#contracts/chat';
import { publishingEndpoints } from '#contracts/publishing';
import { studioEndpoints } from '#contracts/studio';
import { analyticsEndpoints } from '#contracts/analytics';
import { campaignEndpoints } from '#contracts/campaigns';
import { adCopyEndpoints } from '#contracts/ad-copy';
import { seoOutlineEndpoints } from '#contracts/seo-outlines';
import { STREAM_AUTHORIZATION_HEADER, STREAM_PATH_PREFIX } from '../../../infra/routes.ts';
import * as Projects from '#domain/projects';
import * as Community from '#domain/community';
import * as Resources from '#domain/resources';
import * as ApiTokens from '#domain/api-tokens';
import { db } from '#data/service';
import { cafeBrand } from '../brand.ts';
import { acceptedPlan, finishedGeneration } from '../runs.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../users.ts';
import { connect, consentFor } from '../networks.ts';
import { approvalMarkers, approvalsOf, type ApprovalsOfA } from './approvals-world.ts';
import { webhookMarkers, webhooksOf, type WebhooksOfA } from './webhooks-world.ts';

/** Callers who may accept one of A's invitations, each given their own. */
export const INVITED = ['stranger', 'teammate', 'moderator', 'admin'] as const;
export type Invited = (typeof INVITED)[number];

export interface Person extends TestUser {
  userId: string;
}

export interface Owner extends Person, ApprovalsOfA, WebhooksOfA {
  fullName: string;
  /** A's company: the name of A's team. */
  companyName: string;
  /** The request id of the click that started the approved run. */
  requestId: string;
  brandKitId: string;
  /** The logo A uploaded, saved in A's brand kit. */
  logoUrl: string;
  /** Approved: its package is drafts now. */
  approvedRunId: string;
  /** Finished, not approved: its package can still be edited, regenerated and rewritten. */
  openRunId: string;
  /** One of the approved drafts, retitled with a marker. */
  itemId: string;
  draftTitle: string;
  /** Pending invitations: one for each caller who may accept one, one that stays pending. */
  tokensToAccept: Record<Invited, string>;
  pendingToken: string;
  /** A pending invitation into A's team, and the e-mail it was sent to. */
  teamInviteToken: string;
  teamInviteeEmail: string;
  /** "Ask AI to Generate Plan": A's project (shared with no one), its finished plan, and the task accepting it added. */
  planProjectId: string;
  planRunId: string;
  planTaskId: string;
  /** A's comment on that task. */
  commentId: string;
  commentBody: string;
  /** Community: A's approved post (everyone signed in sees it) and A's reply on it. */
  post: CommunityPostOfA;
  /** Resources Vault: a resource every signed-in user sees, bookmarked by A (A's bookmark is A's item). */
  resource: ResourceOfA;
  /** A's post awaiting review: only A and moderators see it. */
  pendingPost: CommunityPostOfA;
  /** A's post that a moderator may delete (made again by `recreate` after a row deletes it). */
  sparePost: CommunityPostOfA;
  replyId: string;
  replyText: string;
  replyRequestId: string;
  /** A's report of B's post (the moderation queue's dismiss acts on it), and what it says. */
  reportId: string;
  reportedPostId: string;
  reportReason: string;
  /** A conversation with an AI expert (its title and A's message carry the marker), its reply, and the reply saved. */
  chatThreadId: string;
  chatMessageId: string;
  chatSavedId: string;
  /** Publishing: A's connected Facebook Page (a fake account named for A), a post scheduled to it, and a connection A started and did not finish. */
  accountId: string;
  accountName: string;
  scheduledPostId: string;
  scheduledCaption: string;
  pendingState: string;
  /** A's pending choice of accounts (a LinkedIn member and a page) and the page's id in it. */
  pendingChoice: string;
  choiceAccountId: string;
  /** Creative studio: an image in A's gallery, with its headline and alt text. */
  imageId: string;
  imageTitle: string;
  imageAltText: string;
  /** Analytics: A's tracked link (title a marker), its id and short code. */
  linkId: string;
  linkCode: string;
  linkTitle: string;
  /** Campaigns: A's campaign, its name and goal markers. */
  campaignId: string;
  campaignName: string;
  campaignGoal: string;
  /** The campaign's ad copy, generated then edited to carry a marker headline and a marker keyword. */
  adHeadline: string;
  adKeyword: string;
  /** SEO outlines: A's outline for a marker topic, written for A's campaign. */
  seoOutlineId: string;
  seoOutlineTopic: string;
  /** "Plan my next 30 days": A's finished plan, with one draft whose caption is a marker. */
  contentPlanId: string;
  contentPlanCaption: string;
  /** Bulk generation: A's finished run, with one written draft whose caption is a marker. */
  bulkRunId: string;
  bulkCaption: string;
  /** Settings → API: a token of A's default workspace (written directly: A is on Premium) and its name. */
  apiTokenId: string;
  apiTokenName: string;
  /** Every text of A's that no other user's answer may contain. */
  markers: string[];
}

export interface CommunityPostOfA {
  postId: string;
  title: string;
  text: string;
  requestId: string;
}

export interface World {
  a: Owner;
  b: Person;
}

async function person(fullName: string, companyName: string): Promise<Person> {
  const user = await newUser({ fullName, companyName });
  const me = await callOk(meEndpoints.getMe, { token: user.accessToken });
  return { ...user, userId: me.userId };
}

async function finishedRun(token: string, requestId: string): Promise<string> {
  return (await finishedGeneration(token, requestId)).runId;
}

/** A project of A's with a finished plan, one proposal accepted as a task: what the project AI routes act on. */
async function projectWithPlan(person: Person, tag: string) {
  const title = `Projectmark ${tag}`;
  const { projectId } = await Projects.create(person.userId, { title, description: `Project description ${tag}`, templateType: 'custom' });
  return { title, projectId, ...(await acceptedPlan(person.accessToken, projectId)) };
}

export interface ResourceOfA {
  resourceId: string;
  title: string;
}

/** A text resource in the vault (as an upload writes it), bookmarked by A; made again by the delete row's `after`. */
export async function resourceOfA(userId: string, resource: ResourceOfA): Promise<void> {
  await Resources.createOnce('access-matrix', {
    resourceId: resource.resourceId,
    title: resource.title,
    description: 'A checklist for the access matrix.',
    fileKey: `uploads/${Date.now()}-${randomUUID()}.txt`,
    fileName: 'checklist.txt',
    fileSize: 12,
    fileType: 'txt',
    category: 'templates',
    tags: ['checklist'],
  });
  await Resources.setBookmark(userId, resource.resourceId, true);
}

/** A post as A writes it; `approve` approves it as a moderator's review would. */
export async function postOfA(userId: string, title: string, text: string, requestId: string, approve: boolean): Promise<CommunityPostOfA> {
  const post = await Community.createPost(userId, { title, content: `<p>${text}</p>`, channel: 'general', postType: 'text', tags: [], requestId });
  if (approve) await db().entities.post.patch({ postId: post.id }).set({ moderationStatus: 'approved', channel: 'general' }).go({ response: 'none' });
  return { postId: post.id, title, text, requestId };
}

/** B's approved post, reported by A. */
async function reportedByA(a: Person, b: Person, tag: string): Promise<{ postId: string; reportId: string; reason: string }> {
  const post = await postOfA(b.userId, `B's post ${tag}`, 'Something to report', randomUUID(), true);
  const reason = `Reportmark ${tag}`;
  await Community.reportPost(a.userId, post.postId, reason);
  return { postId: post.postId, reportId: Community.reportIdOf(post.postId, a.userId), reason };
}

/** A conversation of A's with an expert: the message sent, the reply streamed, the reply saved. */
async function chatWith(person: Person, tag: string) {
  const message = `Chatmark ${tag}: how do we fill the quiet Tuesday mornings?`;
  const res = await fetch(`${stackUrl()}${STREAM_PATH_PREFIX}${chatEndpoints.send.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STREAM_AUTHORIZATION_HEADER]: `Bearer ${person.accessToken}` },
    body: JSON.stringify({ message, persona: 'thomas' }),
  });
  const text = await res.text();
  const threadId = res.headers.get(THREAD_ID_HEADER);
  if (res.status !== 200 || !threadId) throw new Error(`The chat answered ${res.status}: ${text}`);
  const token = person.accessToken;
  const { thread, messages } = await callOk(chatEndpoints.getThread, { token, params: { threadId } });
  const reply = messages.find((m) => m.role === 'assistant')!;
  const { saved } = await callOk(chatEndpoints.saveResponse, {
    token,
    body: { content: reply.content, persona: 'thomas', thread_id: threadId, message_id: reply.id },
  });
  return { threadId, title: thread.title, message, messageId: reply.id, savedId: saved.id };
}

async function owner(): Promise<Owner> {
  const tag = randomUUID().slice(0, 8);
  const name = `Brandmark ${tag}`;
  const fullName = `Avery Ownerly ${tag}`;
  const user = await person(fullName, name);
  const token = user.accessToken;
  const { logoUrl } = await callOk(brandKitEndpoints.createLogoUpload, { token, body: { contentType: 'image/png', size: 1024 } });
  const brand: BrandKitInput = {
    ...cafeBrand,
    name,
    industry: `Marker roastery ${tag}`,
    targetAudience: `Marker audience ${tag}`,
    mainGoal: `Marker goal ${tag}`,
    logoUrl,
  } as BrandKitInput;
  const kit = await callOk(brandKitEndpoints.save, { token, body: brand });
  await callOk(billingEndpoints.localPay, { token, body: { tier: 'premium' } });

  const requestId = randomUUID();
  const [approvedRunId, openRunId] = await Promise.all([finishedRun(token, requestId), finishedRun(token, randomUUID())]);
  const { items } = await callOk(generationEndpoints.approve, { token, params: { runId: approvedRunId } });
  const draft = items[0]!;
  const draftTitle = `Draftmark ${tag}`;
  await callOk(contentEndpoints.update, { token, params: { itemId: draft.id }, body: { title: draftTitle, body: draft.body } });

  const inviteeEmail = `invitee-${tag}@example.com`;
  const pending = await callOk(viralInviteEndpoints.create, { token, body: { inviteeEmail } });
  const toAccept = await Promise.all(INVITED.map(() => callOk(viralInviteEndpoints.create, { token, body: {} })));
  const teamInviteeEmail = `crew-${tag}@example.com`;
  const teamInvite = await callOk(teamEndpoints.invite, { token, body: { email: teamInviteeEmail, role: 'member' } });
  await callOk(meEndpoints.completeOnboarding, { token });
  const plan = await projectWithPlan(user, tag);
  const commentBody = `Commentmark ${tag}`;
  const { comment } = await callOk(taskEndpoints.addComment, {
    token,
    params: { projectId: plan.projectId, taskId: plan.taskId },
    body: { body: commentBody },
  });
  const [post, pendingPost, sparePost] = await Promise.all([
    postOfA(user.userId, `Postmark ${tag}`, `Postbody ${tag}`, randomUUID(), true),
    postOfA(user.userId, `Pendingmark ${tag}`, `Pendingbody ${tag}`, randomUUID(), false),
    postOfA(user.userId, `Sparemark ${tag}`, `Sparebody ${tag}`, randomUUID(), true),
  ]);
  const replyText = `Replymark ${tag}`;
  const replyRequestId = randomUUID();
  const reply = await Community.addReply(user.userId, post.postId, { content: replyText, requestId: replyRequestId });
  const resource: ResourceOfA = { resourceId: randomUUID(), title: `Resourcemark ${tag}` };
  await resourceOfA(user.userId, resource);
  const talk = await chatWith(user, tag);
  const publishing = await publishingOf(user, tag);
  const studio = await studioOf(user, tag);
  const linkTitle = `Linkmark ${tag}`;
  const link = await callOk(analyticsEndpoints.createLink, {
    token,
    body: { url: 'https://corner-cafe.example/menu', title: linkTitle, campaign: `Campaignmark ${tag}`, requestId: randomUUID() },
  });
  const campaignName = `Campaignname ${tag}`;
  const campaignGoal = `Campaigngoal ${tag}`;
  const campaign = await callOk(campaignEndpoints.create, {
    token,
    body: { name: campaignName, goal: campaignGoal, startDate: '2026-03-01', endDate: '2026-03-31', networks: ['instagram'], requestId: randomUUID() },
  });
  const ads = await adCopyOf(user, campaign.id, tag);
  const seo = await seoOutlineOf(user, campaign.id, tag);
  const contentPlan = await contentPlanOf(user, campaign.id, tag);
  const bulkRun = await bulkRunOf(user, tag);
  const approvals = await approvalsOf(user, publishing.scheduledPostId, tag);
  const webhooks = await webhooksOf(user, tag);
  const apiTokenName = `Tokenmark ${tag}`;
  const { token: apiToken } = await ApiTokens.issue({
    workspaceId: user.userId,
    personId: user.userId,
    requestId: randomUUID(),
    name: apiTokenName,
    scopes: ['content:read'],
    expiresInDays: null,
  });

  const markers = [
    user.userId,
    user.email,
    fullName,
    name,
    brand.industry,
    brand.targetAudience,
    brand.mainGoal,
    kit.id,
    approvedRunId,
    openRunId,
    ...items.map((item) => item.id),
    draftTitle,
    inviteeEmail,
    ...[pending, ...toAccept].flatMap(({ invitation }) => [invitation.id, invitation.token]),
    teamInviteeEmail,
    teamInvite.inviteToken,
    plan.title,
    plan.projectId,
    plan.runId,
    plan.taskId,
    comment.commentId,
    commentBody,
    ...[post, pendingPost, sparePost].flatMap((p) => [p.postId, p.title, p.text]),
    reply.id,
    replyText,
    resource.resourceId,
    talk.threadId,
    talk.title,
    talk.message,
    talk.messageId,
    talk.savedId,
    publishing.accountId,
    publishing.accountName,
    publishing.scheduledPostId,
    publishing.scheduledCaption,
    ...approvalMarkers(approvals),
    ...webhookMarkers(webhooks),
    publishing.pendingState,
    publishing.pendingChoice,
    publishing.choiceAccountId,
    studio.imageId,
    studio.imageTitle,
    studio.imageAltText,
    link.id,
    link.code,
    linkTitle,
    campaign.id,
    campaignName,
    campaignGoal,
    ads.adHeadline,
    ads.adKeyword,
    seo.seoOutlineId,
    seo.seoOutlineTopic,
    contentPlan.contentPlanId,
    contentPlan.contentPlanCaption,
    bulkRun.bulkRunId,
    bulkRun.bulkCaption,
    apiToken.tokenId,
    apiTokenName,
  ];
  return {
    ...user,
    fullName,
    companyName: name,
    requestId,
    brandKitId: kit.id,
    logoUrl,
    approvedRunId,
    openRunId,
    itemId: draft.id,
    draftTitle,
    tokensToAccept: Object.fromEntries(INVITED.map((name, i) => [name, toAccept[i]!.invitation.token])) as Record<Invited, string>,
    pendingToken: pending.invitation.token,
    teamInviteToken: teamInvite.inviteToken,
    teamInviteeEmail,
    planProjectId: plan.projectId,
    planRunId: plan.runId,
    planTaskId: plan.taskId,
    commentId: comment.commentId,
    commentBody,
    post,
    pendingPost,
    sparePost,
    resource,
    replyId: reply.id,
    replyText,
    replyRequestId,
    reportId: '',
    reportedPostId: '',
    reportReason: '',
    chatThreadId: talk.threadId,
    chatMessageId: talk.messageId,
    chatSavedId: talk.savedId,
    ...publishing,
    ...studio,
    linkId: link.id,
    linkCode: link.code,
    linkTitle,
    campaignId: campaign.id,
    campaignName,
    campaignGoal,
    ...ads,
    ...seo,
    ...contentPlan,
    ...bulkRun,
    ...approvals,
    ...webhooks,
    apiTokenId: apiToken.tokenId,
    apiTokenName,
    markers,
  };
}

/** A finished 30-day plan of A's for A's campaign, written as the workflow leaves one: one draft, its caption a marker. */
async function contentPlanOf(user: Person, campaignId: string, tag: string) {
  const planId = randomUUID().replaceAll('-', '');
  const contentPlanCaption = `Planmark ${tag}`;
  const localTime = `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T09:00`;
  await db()
    .entities.contentPlan.create({
      userId: user.userId,
      planId,
      campaignId,
      status: 'succeeded',
      briefLoaded: true,
      batches: 1,
      credits: 3,
    })
    .go();
  await db()
    .entities.contentPlanItem.create({
      userId: user.userId,
      planId,
      itemId: '00',
      title: 'A tip',
      caption: contentPlanCaption,
      network: 'facebook',
      localTime,
      timeZone: 'UTC',
      pillar: 'Know-how',
      format: 'tip',
    })
    .go();
  return { contentPlanId: planId, contentPlanCaption };
}

/** A finished bulk run of A's, written as the workflow leaves one: one written draft, its caption a marker. */
async function bulkRunOf(user: Person, tag: string) {
  const runId = randomUUID().replaceAll('-', '');
  const bulkCaption = `Bulkmark ${tag}`;
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await db()
    .entities.bulkRun.create({ userId: user.userId, runId, status: 'finished', count: 1, networks: ['facebook'], formats: ['tip'], from: day(1), to: day(30) })
    .go();
  await db()
    .entities.bulkItem.create({
      userId: user.userId,
      runId,
      index: '000',
      status: 'done',
      network: 'facebook',
      format: 'tip',
      title: 'A tip',
      caption: bulkCaption,
    })
    .go();
  return { bulkRunId: runId, bulkCaption };
}

/** Ad copy for A's campaign: generated from A's brand kit, then edited to carry a marker headline and keyword. */
async function adCopyOf(user: Person, campaignId: string, tag: string) {
  const params = { campaignId };
  const copy = await callOk(adCopyEndpoints.generate, { token: user.accessToken, params, body: { requestId: randomUUID() } });
  const adHeadline = `Admark ${tag}`;
  const adKeyword = `adkeyword ${tag}`;
  await callOk(adCopyEndpoints.update, {
    token: user.accessToken,
    params,
    body: {
      google: { ...copy.google, headlines: [adHeadline, ...copy.google.headlines.slice(1)] },
      meta: copy.meta,
      keywords: [adKeyword],
      finalUrl: copy.finalUrl,
    },
  });
  return { adHeadline, adKeyword };
}

/** An SEO outline of A's, written for A's campaign on a marker topic. */
async function seoOutlineOf(user: Person, campaignId: string, tag: string) {
  const seoOutlineTopic = `Seomark ${tag} wedding cakes`;
  const outline = await callOk(seoOutlineEndpoints.create, { token: user.accessToken, body: { topic: seoOutlineTopic, campaignId, requestId: randomUUID() } });
  return { seoOutlineId: outline.id, seoOutlineTopic };
}

/** An image in A's gallery: the plain text card with A's marker as its headline. */
async function studioOf(user: Person, tag: string) {
  const { templates } = await callOk(studioEndpoints.templates, { token: user.accessToken });
  const headline = templates.find((t) => t.id === 'text-card')!.fields[0]!.name;
  const imageTitle = `Imagemark ${tag}`;
  const imageAltText = `Altmark ${tag}`;
  const { image } = await callOk(studioEndpoints.save, {
    token: user.accessToken,
    body: { design: { template: 'text-card', size: 'square', fields: { [headline]: imageTitle } }, altText: imageAltText },
  });
  return { imageId: image.id, imageTitle, imageAltText };
}

/** A's Facebook Page connected through the sandbox's consent screen, a post scheduled to it for 2030, and a started connection. */
async function publishingOf(user: Person, tag: string) {
  const accountName = `Accountmark ${tag}`;
  const { account } = await connect(user, 'facebook', accountName);
  const scheduledCaption = `Captionmark ${tag}: tulips by the bucket this Saturday.`;
  const { post } = await callOk(publishingEndpoints.schedule, {
    token: user.accessToken,
    body: {
      requestId: randomUUID(),
      caption: scheduledCaption,
      accountIds: [account.id],
      when: { kind: 'at', localTime: '2030-04-01T09:00', timeZone: 'Europe/London' },
    },
  });
  const { authorizeUrl } = await callOk(publishingEndpoints.startConnect, { token: user.accessToken, body: { network: 'linkedin', from: 'settings' } });
  const pendingState = new URL(authorizeUrl).searchParams.get('state')!;
  const { choice } = await callOk(publishingEndpoints.completeConnect, {
    token: user.accessToken,
    body: await consentFor(user, 'linkedin', `Choicemark ${tag}`, [`Choicemark Page ${tag}`]),
  });
  return {
    accountId: account.id,
    accountName,
    scheduledPostId: post.id,
    scheduledCaption,
    pendingState,
    pendingChoice: choice!.id,
    choiceAccountId: choice!.accounts[1]!.id,
  };
}

/**
 * Someone other than A, set up as B is: signed up minutes ago (so they may accept an
 * invitation), with a brand kit and a local subscription of their own.
 */
export async function otherUser(fullName: string): Promise<Person> {
  const user = await person(fullName, 'Corner Café');
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
  return user;
}

export async function buildWorld(): Promise<World> {
  const [a, b] = await Promise.all([owner(), otherUser('Blake Stranger')]);
  const report = await reportedByA(a, b, a.markers[2]!.split(' ').at(-1)!);
  a.reportId = report.reportId;
  a.reportedPostId = report.postId;
  a.reportReason = report.reason;
  a.markers.push(report.reportId, report.reason);
  return { a, b };
}
