// Every text a user writes that Markk shows on a page, declared once: how a value is written
// (through the API as that user, or through the domain layer where the area has no API yet),
// how long it may be, and the pages that show it. xss.test.ts writes the whole corpus through
// each field, a few payloads at a time, and looks at every page. A new area adds its fields
// to FIELDS and, when it needs one, a page to VIEWS.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { brandKitEndpoints, LONG_TEXT_MAX, SHORT_TEXT_MAX, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints, TITLE_MAX } from '#contracts/content';
import { generationEndpoints, PACKAGE_ITEMS, type PackageItemKey } from '#contracts/generation';
import { projectEndpoints, PROJECT_DESCRIPTION_MAX, PROJECT_TITLE_MAX } from '#contracts/projects';
import { COMMENT_MAX, taskEndpoints, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from '#contracts/tasks';
import { teamEndpoints } from '#contracts/team';
import { billingEndpoints } from '#contracts/billing';
import { RESOURCE_DESCRIPTION_MAX, RESOURCE_TAG_MAX, RESOURCE_TITLE_MAX } from '#contracts/resources';
import * as Roles from '#domain/roles';
import { communityEndpoints, POST_CONTENT_MAX, POST_TITLE_MAX, REPLY_MAX, TAG_MAX, TAGS_MAX } from '#contracts/community';
import { CHAT_MESSAGE_MAX, CHAT_TITLE_MAX, chatEndpoints, THREAD_ID_HEADER } from '#contracts/chat';
import { STREAM_AUTHORIZATION_HEADER, STREAM_PATH_PREFIX } from '../../../infra/routes.ts';
import { viralInviteEndpoints } from '#contracts/viral-invites';
import { MAX_CAPTION, publishingEndpoints } from '#contracts/publishing';
import { ALT_TEXT_MAX, studioEndpoints } from '#contracts/studio';
import { analyticsEndpoints, LINK_TITLE_MAX } from '#contracts/analytics';
import { CAMPAIGN_GOAL_MAX, CAMPAIGN_NAME_MAX, campaignEndpoints } from '#contracts/campaigns';
import { brandVoiceEndpoints, VOICE_SAMPLE_MAX, VOICE_SAMPLES_MIN } from '#contracts/brand-voice';
import { SEO_TOPIC_MAX, seoOutlineEndpoints } from '#contracts/seo-outlines';
import { BULK_CELL_MAX, BULK_MIN, bulkEndpoints } from '#contracts/bulk';
import { cleanName } from '#contracts/common';
import { TOP_POSTS } from '#contracts/analytics-overview';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#data/service';
import { NOT_PULLED } from '#data/entities/post-metric';
import { scoreUpdates } from '#domain/analytics/counters';
import { CAPTION_CHARS as TOP_POST_CAPTION_MAX, tokenOf } from '#domain/analytics/post-metrics';
import { dynamo } from '#lib/clients';
import { FONT_FILE_NAME_MAX, studioFontEndpoints } from '#contracts/studio-fonts';
import { connect } from '../../support/networks.ts';
import * as Notifications from '#domain/notifications';
import * as Projects from '#domain/projects';
import * as Resources from '#domain/resources';
import * as Tasks from '#domain/tasks';
import { cafeBrand } from '../../support/brand.ts';
import { communityPost, completeOnboarding, userIdOf } from '../../support/seed.ts';
import { finishedGeneration } from '../../support/runs.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../../support/users.ts';
import { EMAIL_PAYLOADS, joinPayloads, packCorpus, XSS_CORPUS, type XssPayload } from '../../support/xss-corpus.ts';
import { DashboardPage, DRAFT_LINK } from '../pages.ts';
import { navigateInApp } from '../browser.ts';
import type { XssWorld } from './world.ts';
import { approvalFields } from './approval-fields.ts';
import { workspaceFields } from './workspace-fields.ts';
import { apiTokenFields } from './api-token-fields.ts';

/**
 * How a view is reached: `load` opens the page afresh (an empty query cache); `navigate` goes
 * there inside the open app, as a click on a link does — only after a `load` in the same round,
 * so every query it answers from the cache was asked after the round's writes.
 */
export type Arrival = 'load' | 'navigate';

/** A page as one person sees it. One visit per round serves every field shown there. */
export interface View {
  key: string;
  actor: string;
  /** Opens the page and waits until it has loaded what it shows. */
  open(page: Page, arrival: Arrival): Promise<void>;
}

/** Values written in one round and where each is shown. */
export interface Placement {
  payloads: readonly XssPayload[];
  views: View[];
  /**
   * Views that may shorten the value (the header's user menu shows a long name as its icon
   * only): looked through for anything the payloads did, without expecting their words.
   */
  shortenedOn?: View[];
}

export interface XssField {
  name: string;
  /** Longest value the field takes; payloads are packed into values up to this length. */
  max: number;
  /** How many values one round writes (the five drafts' titles: 5). */
  slots: number;
  /** Between packed payloads: a line break where the field is Markdown, so emphasis never spans two. */
  separator: string;
  /**
   * How its pages show it: `text` shows each payload's whole text as written; `markdown` reads it
   * as Markdown, so each payload's marker (not its markup) is what the reader sees.
   */
  shows: 'text' | 'markdown';
  /** Payloads written through it (default: the whole corpus). */
  corpus?: readonly XssPayload[];
  /**
   * Only written once (a value fixed at sign-up): every payload must fit into one round's slots.
   */
  once?: boolean;
  /** Writes one round's values (at most `slots`), returning where each is shown. */
  write(world: XssWorld, values: XssPayload[][]): Promise<Placement[]>;
}

// ─── Pages ────────────────────────────────────────────────────────────────────────────────

const h = (page: Page, level: number, name: string) => page.getByRole('heading', { level, name, exact: true }).waitFor();

const view = (actor: string, path: string, landmark: (page: Page) => Promise<void>, name = path): View => ({
  key: `${actor} ${name}`,
  actor,
  open: async (page, arrival) => {
    if (arrival === 'navigate' && page.url().startsWith(stackUrl())) {
      await navigateInApp(page, path);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    } else await page.goto(`${stackUrl()}${path}`, { waitUntil: 'domcontentloaded' });
    await landmark(page);
  },
});

/** /analytics with both its tables: one visit looks at the links' titles and the top posts' captions. */
const analyticsLoaded = async (page: Page) => {
  await page.getByTestId('link-clicks').first().waitFor();
  await page.getByTestId('top-posts').getByText('Corner Café').first().waitFor();
};

export const VIEWS = {
  dashboard: (actor: string) => view(actor, '/', (page) => h(page, 1, 'Marketing Dashboard')),
  settingsBrand: (actor: string) => view(actor, '/settings?tab=brand', (page) => h(page, 1, 'Settings')),
  settingsVoice: (actor: string) => view(actor, '/settings?tab=voice', (page) => page.getByTestId('voice-sample').first().waitFor()),
  share: (actor: string) => view(actor, '/share', (page) => page.getByTestId('invite-list').waitFor()),
  contentList: (actor: string) => view(actor, '/content', (page) => page.locator(DRAFT_LINK).first().waitFor()),
  contentItem: (actor: string, itemId: string) => view(actor, `/content/${itemId}`, (page) => page.getByTestId('content-preview').waitFor()),
  /** Onboarding step 2 of an unapproved package: the strategy and the brand kit's preview. */
  strategy: (actor: string) => view(actor, '/onboarding', (page) => h(page, 2, 'AI Strategy'), 'onboarding step 2'),
  /** Onboarding step 4: every package item in full. */
  packageStep: (actor: string): View => ({
    key: `${actor} onboarding step 4`,
    actor,
    open: async (page) => {
      // Straight on from step 2 when the strategy view was just looked at.
      const onStrategy =
        new URL(page.url()).pathname === '/onboarding' && (await page.getByRole('heading', { level: 2, name: 'AI Strategy', exact: true }).isVisible());
      if (!onStrategy) {
        await page.goto(`${stackUrl()}/onboarding`);
        await h(page, 2, 'AI Strategy');
      }
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await h(page, 2, 'Premium Content Package');
    },
  }),
  /** Onboarding step 1 of someone without a brand kit: the form, its brand name from the company. */
  brandStep: (actor: string): View => ({
    key: `${actor} onboarding step 1`,
    actor,
    open: async (page) => {
      await page.goto(`${stackUrl()}/onboarding`);
      await page.getByRole('button', { name: "Let's Go", exact: true }).click();
      await h(page, 2, 'Brand & Business Setup');
    },
  }),
  /** The invitation link as the invited person first sees it, signed out. */
  invite: (token: string) => view('visitor', `/invite/${token}`, (page) => page.getByTestId('invite-benefits').waitFor(), `/invite/${token.slice(0, 6)}…`),
  /** The dashboard's global search for "xss-": the five newest matches of each group. */
  search: (actor: string): View => ({
    key: `${actor} search`,
    actor,
    open: async (page) => {
      const dashboard = new DashboardPage(page);
      // A fresh page: the search does not ask again for a term it has answered.
      await page.goto(`${stackUrl()}/`);
      await dashboard.isShown();
      await dashboard.searchBox().fill(SEARCH_TERM);
      await dashboard.results().locator('a').first().waitFor();
    },
  }),
  /** /projects: every project's card with its title and whole description. */
  projects: (actor: string) => view(actor, '/projects', (page) => page.getByTestId('project-cards').waitFor()),
  /** A project's page on its Kanban tab: the title, and each card's title and description start. */
  project: (actor: string, projectId: string) =>
    view(actor, `/projects/${projectId}`, (page) => page.getByTestId('kanban-board').waitFor(), `/projects/${projectId.slice(0, 6)}…`),
  /** A task's page: its title, whole description and comments. */
  task: (actor: string, projectId: string, taskId: string) =>
    view(actor, `/projects/${projectId}/tasks/${taskId}`, (page) => page.getByTestId('task-comments').waitFor(), `task ${taskId.slice(0, 6)}…`),
  /** /team: the members and, for an owner, the pending invitations with their e-mails. */
  team: (actor: string) => view(actor, '/team', (page) => h(page, 1, 'Team Management')),
  /** /tasks with every status: each task's title, description start and project title. */
  tasks: (actor: string) => view(actor, '/tasks?status=all', (page) => h(page, 1, 'Tasks')),
  /** The Resources Vault, searched for the corpus's marker: each resource's card. */
  resources: (actor: string) => view(actor, `/resources?q=${SEARCH_TERM}`, (page) => page.getByTestId('resource-card').first().waitFor()),
  /** A community channel's feed: each post's title, excerpt and tags. */
  channel: (actor: string, channel: string) => view(actor, `/community/${channel}`, (page) => page.getByTestId('post-list').waitFor()),
  /** A community post: its title, content, tags and replies. */
  post: (actor: string, postId: string) =>
    view(actor, `/community/posts/${postId}`, (page) => page.getByTestId('post-replies-section').waitFor(), `post ${postId.slice(0, 6)}…`),
  /** An expert's chat: Chat History (conversation titles) and Saved Responses. */
  assistant: (actor: string) =>
    view(actor, '/assistant/thomas', async (page) => {
      await page.getByTestId('chat-threads').waitFor();
      await page.getByTestId('saved-list').waitFor();
    }),
  /**
   * The studio's gallery: each image with its alt text. The thumbnails load lazily below the
   * editor, so the page is ready when they are in the document, not when they are drawn.
   */
  studio: (actor: string) => view(actor, '/studio', (page) => page.locator('.studio-thumb img').first().waitFor({ state: 'attached' }), 'studio gallery'),
  /** The studio's Brand fonts panel: each slot names its font file. */
  brandFonts: (actor: string) =>
    view(
      actor,
      '/studio',
      async (page) => {
        await page.getByTestId('brand-font-heading').waitFor();
        await page.getByTestId('brand-font-body').waitFor();
      },
      'studio brand fonts',
    ),
  /** The campaigns list: each campaign's name and goal. */
  campaigns: (actor: string) => view(actor, '/campaigns', (page) => page.getByRole('table', { name: 'Your campaigns' }).getByRole('link').first().waitFor()),
  /** The SEO outlines page's table: each outline's title and topic. */
  seoOutlines: (actor: string) =>
    view(actor, '/content/seo', (page) => page.getByRole('table', { name: 'Your outlines' }).getByRole('link').first().waitFor(), 'SEO outlines'),
  /** The bulk generation page: its latest run's posts, each with what it is about (the CSV cell) and its caption. */
  bulk: (actor: string) =>
    view(actor, '/content/bulk', (page) => page.getByRole('table', { name: 'Bulk posts' }).getByText('About:').first().waitFor(), 'bulk generation'),
  /** The Links table of /analytics (each link's title and clicks) and its top posts (each post's caption). */
  analytics: (actor: string) => view(actor, '/analytics', analyticsLoaded),
  topPosts: (actor: string) => view(actor, '/analytics', analyticsLoaded),
  /** The calendar on a month of scheduled posts: each shows its caption's start. */
  calendar: (actor: string) => view(actor, `/calendar?date=${CALENDAR_MONTH}-01`, (page) => page.getByTestId('calendar-post').first().waitFor(), 'calendar'),
  /** One conversation: its messages, oldest first. */
  conversation: (actor: string, threadId: string) =>
    view(actor, `/assistant/threads/${threadId}`, (page) => page.getByTestId('chat-message-user').first().waitFor(), `conversation ${threadId.slice(0, 6)}…`),
};

// ─── The people who write ──────────────────────────────────────────────────────────────────

/** Starts a generation run and waits until the workflow has finished it. */
const finishedRun = async (user: TestUser): Promise<string> => (await finishedGeneration(user.accessToken)).runId;

const once = <T>(world: XssWorld, key: string, make: () => Promise<T>): Promise<T> => {
  if (!world.memo.has(key)) world.memo.set(key, make());
  return world.memo.get(key) as Promise<T>;
};

/** Every payload holds it, and no other title does, so the search finds exactly the round's titles. */
export const SEARCH_TERM = 'xss-';
/** The search shows this many matches per group. */
const SEARCH_SHOWS = 5;

/** The owner: a brand kit, an unapproved package, partner invitations; onboarding complete. */
export const owner = (world: XssWorld) =>
  once(world, 'owner', async () => {
    const user = await newUser({ fullName: 'Olive Owner', companyName: 'Olive Bakery' });
    // The package is written from a brand kit of payloads: the writer quotes the brand's words.
    const [short, long] = [packCorpus(SHORT_TEXT_MAX), packCorpus(LONG_TEXT_MAX)];
    const brandKit: BrandKitInput = {
      ...(cafeBrand as BrandKitInput),
      name: joinPayloads(short[0]!),
      industry: joinPayloads(short[1]!),
      toneOfVoice: joinPayloads(short[2]!),
      targetAudience: joinPayloads(long[0]!),
      mainGoal: joinPayloads(long[1]!),
    };
    await callOk(brandKitEndpoints.save, { token: user.accessToken, body: brandKit });
    const runId = await finishedRun(user);
    const userId = await userIdOf(user);
    await completeOnboarding(userId);
    return world.addActor('owner', user, { runId, userId, brandKit });
  });

/**
 * Someone with drafts from an approved package, kept to the five the search shows (the rest
 * deleted), and the projects, tasks, posts and resources the search finds.
 */
export const writer = (world: XssWorld) =>
  once(world, 'writer', async () => {
    const user = await newUser({ fullName: 'Wren Writer' });
    await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
    const runId = await finishedRun(user);
    const { items } = await callOk(generationEndpoints.approve, { token: user.accessToken, params: { runId } });
    for (const item of items.slice(SEARCH_SHOWS)) await callOk(contentEndpoints.delete, { token: user.accessToken, params: { itemId: item.id } });
    const userId = await userIdOf(user);
    await completeOnboarding(userId);
    const drafts = items.slice(0, SEARCH_SHOWS).map((item) => ({ id: item.id, title: item.title, body: item.body }));
    const taskList = await Projects.create(userId, { title: 'Task list' });
    return world.addActor('writer', user, { drafts, userId, taskListId: taskList.projectId });
  });

type Draft = { id: string; title: string; body: string };

async function saveDraft(user: TestUser, draft: Draft) {
  await callOk(contentEndpoints.update, { token: user.accessToken, params: { itemId: draft.id }, body: { title: draft.title, body: draft.body } });
}

/** The brand kit as it is now: each field written keeps the others' values. */
async function saveBrandKit(world: XssWorld, change: Partial<BrandKitInput>) {
  const actor = await owner(world);
  const kit = { ...(actor.data.brandKit as BrandKitInput), ...change };
  await callOk(brandKitEndpoints.save, { token: actor.user!.accessToken, body: kit });
  actor.data.brandKit = kit;
}

const brandKitField = (
  field: 'name' | 'industry' | 'toneOfVoice' | 'targetAudience' | 'mainGoal',
  name: string,
  max: number,
  onStrategy: boolean,
): XssField => ({
  name: `brand kit: ${name}`,
  max,
  slots: 1,
  separator: ' ',
  shows: 'text',
  write: async (world, [value]) => {
    await saveBrandKit(world, { [field]: joinPayloads(value!) });
    return [{ payloads: value!, views: [VIEWS.settingsBrand('owner'), ...(onStrategy ? [VIEWS.strategy('owner')] : [])] }];
  },
});

/** Package items as PUT /generation-runs/{runId}/package saves them: each item keeps its other text. */
const packageField = (part: 'title' | 'body'): XssField => ({
  name: `generation package: item ${part}s (7 posts, newsletter, blog)`,
  max: part === 'title' ? TITLE_MAX : 2000,
  slots: PACKAGE_ITEMS.length,
  // Titles are plain text; bodies hold Markdown (the newsletter and blog are rendered from it), one payload a line.
  separator: part === 'title' ? ' ' : '\n',
  shows: part === 'title' ? 'text' : 'markdown',
  write: async (world, values) => {
    const actor = await owner(world);
    const items = (actor.data.items ??= Object.fromEntries(PACKAGE_ITEMS.map((key) => [key, { title: `Item ${key}`, body: `Text of ${key}` }]))) as Record<
      PackageItemKey,
      { title: string; body: string }
    >;
    const runId = actor.data.runId as string;
    // One item after another: the run is saved whole, and a save racing another is refused.
    for (const [i, value] of values.entries()) {
      const key = PACKAGE_ITEMS[i]!;
      items[key] = { ...items[key], [part]: joinPayloads(value, part === 'title' ? ' ' : '\n') };
      await callOk(generationEndpoints.savePackageItem, { token: actor.user!.accessToken, params: { runId }, body: { item: key, ...items[key] } });
    }
    return [{ payloads: values.flat(), views: [VIEWS.packageStep('owner')] }];
  },
});

const draftField = (part: 'title' | 'body'): XssField => ({
  name: `content drafts: ${part}`,
  max: part === 'title' ? TITLE_MAX : 2000,
  slots: SEARCH_SHOWS,
  separator: part === 'title' ? ' ' : '\n',
  shows: part === 'title' ? 'text' : 'markdown',
  write: async (world, values) => {
    const actor = await writer(world);
    const drafts = actor.data.drafts as Draft[];
    await Promise.all(
      values.map((value, i) => {
        const draft = drafts[i]!;
        draft[part] = joinPayloads(value, part === 'title' ? ' ' : '\n');
        return saveDraft(actor.user!, draft);
      }),
    );
    // /content shows a draft's title and the start of its body; the draft's page all of both.
    return values.map((value, i) => ({
      payloads: value,
      views:
        part === 'title'
          ? [VIEWS.contentList('writer'), VIEWS.contentItem('writer', drafts[i]!.id), VIEWS.search('writer')]
          : [VIEWS.contentItem('writer', drafts[i]!.id)],
    }));
  },
});

/**
 * People who signed up with payloads as their full name and their company name (both fields
 * pack the corpus the same way, so the i-th person carries the i-th value of each, whichever
 * field is written first). Each accepts one of the owner's invitations (the owner's
 * notification names them) and invites someone of their own (the invitation link names them).
 */
function signedUpPeople(world: XssWorld, values: XssPayload[][]) {
  const texts = values.map((value) => joinPayloads(value));
  return once(world, 'signed-up', async () => {
    const ownerActor = await owner(world);
    const people = [];
    for (const [i, text] of texts.entries()) {
      const user = await newUser({ fullName: text, companyName: text });
      const { invitation } = await callOk(viralInviteEndpoints.create, { token: ownerActor.user!.accessToken, body: {} });
      await callOk(viralInviteEndpoints.accept, { token: user.accessToken, params: { token: invitation.token } });
      const own = await callOk(viralInviteEndpoints.create, { token: user.accessToken, body: {} });
      people.push(world.addActor(`signed-up-${i + 1}`, user, { inviteToken: own.invitation.token, texts }));
    }
    return people;
  }).then((people) => {
    if (JSON.stringify(people[0]?.data.texts) !== JSON.stringify(texts)) throw new Error('The full name and company fields must pack the corpus alike');
    return people;
  });
}

/** Titles the global search finds, written through the domain layer (posts and resources have no API yet). */
const searchSeeded = (kind: 'project' | 'task' | 'post' | 'resource'): XssField => ({
  name: `global search: ${kind} titles (written through the domain layer)`,
  max: 200,
  slots: SEARCH_SHOWS,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await writer(world);
    const userId = actor.data.userId as string;
    for (const value of values) {
      const title = joinPayloads(value);
      if (kind === 'project') await Projects.create(userId, { title });
      if (kind === 'task') await Tasks.createMany(userId, [{ projectId: actor.data.taskListId as string, title }]);
      if (kind === 'post') await communityPost(userId, { title });
      // A file link that is a script: the search must not make it a link.
      if (kind === 'resource') await Resources.create(userId, { title, fileUrl: `javascript:alert(${value[0]!.n})` });
    }
    return [{ payloads: values.flat(), views: [VIEWS.search('writer')] }];
  },
});

/** How many projects and tasks the planner's fields write into each round. */
const PLANNER_PROJECTS = 3;
const PLANNER_TASKS = 4;

/**
 * Someone running projects through the API: three projects, and a board of four tasks in a
 * fourth one, each rewritten every round (so pages show the round's values, not a growing list).
 */
export const planner = (world: XssWorld) =>
  once(world, 'planner', async () => {
    const user = await newUser({ fullName: 'Pia Planner' });
    await completeOnboarding(await userIdOf(user));
    const token = user.accessToken;
    // Premium (the local checkout): a team that may invite.
    await callOk(billingEndpoints.localPay, { token, body: { tier: 'premium' } });
    const projects = [];
    for (let i = 0; i < PLANNER_PROJECTS; i++)
      projects.push((await callOk(projectEndpoints.create, { token, body: { title: `Project ${i + 1}` } })).project.projectId);
    const board = (await callOk(projectEndpoints.create, { token, body: { title: 'Board' } })).project.projectId;
    const tasks = [];
    for (let i = 0; i < PLANNER_TASKS; i++)
      tasks.push((await callOk(taskEndpoints.create, { token, params: { projectId: board }, body: { title: `Task ${i + 1}` } })).task.taskId);
    return world.addActor('planner', user, { projects, board, tasks });
  });

const projectField = (part: 'title' | 'description'): XssField => ({
  name: `projects: ${part}`,
  max: part === 'title' ? PROJECT_TITLE_MAX : PROJECT_DESCRIPTION_MAX,
  slots: PLANNER_PROJECTS,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await planner(world);
    const ids = actor.data.projects as string[];
    await Promise.all(
      values.map((value, i) =>
        callOk(projectEndpoints.update, { token: actor.user!.accessToken, params: { projectId: ids[i]! }, body: { [part]: joinPayloads(value) } }),
      ),
    );
    return values.map((value, i) => ({
      payloads: value,
      views: part === 'title' ? [VIEWS.projects('planner'), VIEWS.project('planner', ids[i]!)] : [VIEWS.projects('planner')],
    }));
  },
});

const taskField = (part: 'title' | 'description'): XssField => ({
  name: `tasks: ${part}`,
  max: part === 'title' ? TASK_TITLE_MAX : TASK_DESCRIPTION_MAX,
  slots: PLANNER_TASKS,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await planner(world);
    const [board, ids] = [actor.data.board as string, actor.data.tasks as string[]];
    await Promise.all(
      values.map((value, i) =>
        callOk(taskEndpoints.update, { token: actor.user!.accessToken, params: { projectId: board, taskId: ids[i]! }, body: { [part]: joinPayloads(value) } }),
      ),
    );
    // The board and /tasks show a title whole and a description's start only.
    return values.map((value, i) =>
      part === 'title'
        ? { payloads: value, views: [VIEWS.project('planner', board), VIEWS.task('planner', board, ids[i]!), VIEWS.tasks('planner')] }
        : { payloads: value, views: [VIEWS.task('planner', board, ids[i]!)], shortenedOn: [VIEWS.project('planner', board), VIEWS.tasks('planner')] },
    );
  },
});

/** Comments on the board's first task: a new one per value, all shown on the task's page. */
const commentField: XssField = {
  name: 'tasks: comments',
  max: COMMENT_MAX,
  slots: 2,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await planner(world);
    const [board, ids] = [actor.data.board as string, actor.data.tasks as string[]];
    for (const value of values)
      await callOk(taskEndpoints.addComment, {
        token: actor.user!.accessToken,
        params: { projectId: board, taskId: ids[0]! },
        body: { body: joinPayloads(value) },
      });
    return [{ payloads: values.flat(), views: [VIEWS.task('planner', board, ids[0]!)] }];
  },
};

/** A Resources Vault admin: resources are everyone's, so each round adds new ones (the newest come first). */
export const librarian = (world: XssWorld) =>
  once(world, 'librarian', async () => {
    const user = await newUser({ fullName: 'Lia Librarian' });
    const userId = await userIdOf(user);
    await completeOnboarding(userId);
    await Roles.grant(userId, 'admin');
    return world.addActor('librarian', user, { userId });
  });

/** The part of a resource a field writes; the rest is plain. */
const resourceField = (part: 'title' | 'description' | 'tags'): XssField => ({
  name: `resources: ${part}`,
  max: part === 'title' ? RESOURCE_TITLE_MAX : part === 'description' ? RESOURCE_DESCRIPTION_MAX : RESOURCE_TAG_MAX,
  slots: part === 'tags' ? 3 : 4,
  separator: ' ',
  shows: 'text',
  ...(part === 'tags' ? { corpus: XSS_CORPUS.filter((payload) => payload.text.length <= RESOURCE_TAG_MAX) } : {}),
  write: async (world, values) => {
    const actor = await librarian(world);
    const userId = actor.data.userId as string;
    const file = { fileName: 'guide.txt', fileSize: 12, fileType: 'txt', category: 'templates' as const };
    if (part === 'tags') {
      // One resource with up to three tags: a card shows three.
      await Resources.create(userId, { ...file, title: `Tagged ${SEARCH_TERM}guide`, tags: values.map((value) => joinPayloads(value)) });
      return [{ payloads: values.flat(), views: [], shortenedOn: [VIEWS.resources('librarian')] }];
    }
    for (const value of values) {
      const text = joinPayloads(value);
      await Resources.create(userId, part === 'title' ? { ...file, title: text } : { ...file, title: `Described ${SEARCH_TERM}guide`, description: text });
    }
    return values.map((value) => ({ payloads: value, views: [VIEWS.resources('librarian')] }));
  },
});

/** How many posts the poster's fields rewrite each round. */
const POSTER_POSTS = 4;
const POSTER_CHANNEL = 'growth-wins';

/**
 * Someone writing in the community (Premium: Growth's community is read-only): four posts in
 * one channel, rewritten every round. Their own posts are shown to them while pending review.
 */
export const poster = (world: XssWorld) =>
  once(world, 'poster', async () => {
    const user = await newUser({ fullName: 'Paz Poster' });
    await completeOnboarding(await userIdOf(user));
    const token = user.accessToken;
    await callOk(billingEndpoints.localPay, { token, body: { tier: 'premium' } });
    const posts = [];
    for (let i = 0; i < POSTER_POSTS; i++) {
      const body = { title: `Post ${i + 1}`, content: `<p>Post ${i + 1}</p>`, channel: POSTER_CHANNEL, requestId: randomUUID() } as const;
      posts.push((await callOk(communityEndpoints.createPost, { token, body })).post.id);
    }
    return world.addActor('poster', user, { posts });
  });

const postTitleField: XssField = {
  name: 'community: post titles',
  max: POST_TITLE_MAX,
  slots: POSTER_POSTS,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await poster(world);
    const posts = actor.data.posts as string[];
    await Promise.all(
      values.map((value, i) =>
        callOk(communityEndpoints.updatePost, { token: actor.user!.accessToken, params: { postId: posts[i]! }, body: { title: joinPayloads(value) } }),
      ),
    );
    return values.map((value, i) => ({ payloads: value, views: [VIEWS.channel('poster', POSTER_CHANNEL), VIEWS.post('poster', posts[i]!)] }));
  },
};

/**
 * Content and replies are HTML cut down to the allowed tags (DOMPurify on the server and again
 * in the page): a payload's markup is meant to change, so the pages are looked through for
 * anything it did rather than for its words.
 */
const postContentField: XssField = {
  name: 'community: post content',
  max: POST_CONTENT_MAX,
  slots: POSTER_POSTS,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await poster(world);
    const posts = actor.data.posts as string[];
    await Promise.all(
      values.map((value, i) =>
        callOk(communityEndpoints.updatePost, {
          token: actor.user!.accessToken,
          params: { postId: posts[i]! },
          body: { content: `<p>Round text</p>${joinPayloads(value)}` },
        }),
      ),
    );
    return values.map((value, i) => ({ payloads: value, views: [], shortenedOn: [VIEWS.channel('poster', POSTER_CHANNEL), VIEWS.post('poster', posts[i]!)] }));
  },
};

const replyField: XssField = {
  name: 'community: replies',
  max: REPLY_MAX,
  slots: 2,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await poster(world);
    const post = (actor.data.posts as string[])[0]!;
    for (const value of values)
      await callOk(communityEndpoints.addReply, {
        token: actor.user!.accessToken,
        params: { postId: post },
        body: { content: `<p>Reply</p>${joinPayloads(value)}`, requestId: randomUUID() },
      });
    return [{ payloads: values.flat(), views: [], shortenedOn: [VIEWS.post('poster', post)] }];
  },
};

/** Tags are short (30 characters) and stored lower-cased: the payloads that fit, one tag per value. */
const tagField: XssField = {
  name: 'community: tags',
  max: TAG_MAX,
  slots: TAGS_MAX,
  separator: ' ',
  shows: 'text',
  corpus: XSS_CORPUS.filter((payload) => payload.text.length <= TAG_MAX),
  write: async (world, values) => {
    const actor = await poster(world);
    const post = (actor.data.posts as string[])[1]!;
    await callOk(communityEndpoints.updatePost, {
      token: actor.user!.accessToken,
      params: { postId: post },
      body: { tags: values.map((value) => joinPayloads(value)) },
    });
    return [{ payloads: values.flat(), views: [], shortenedOn: [VIEWS.channel('poster', POSTER_CHANNEL), VIEWS.post('poster', post)] }];
  },
};

/** How many conversations the chatter's titles are written into each round. */
const CHATTER_THREADS = 10;
/** Saved Responses shows a reply's first 160 characters: values that fit are all on the page. */
const SAVED_SHOWN = 150;

/** Sends `message` to Thomas as `user` (the streamed route), returning the new conversation's id. */
async function chatOnce(user: TestUser, message: string): Promise<string> {
  const res = await fetch(`${stackUrl()}${STREAM_PATH_PREFIX}${chatEndpoints.send.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STREAM_AUTHORIZATION_HEADER]: `Bearer ${user.accessToken}` },
    body: JSON.stringify({ message, persona: 'thomas' }),
  });
  const text = await res.text();
  const threadId = res.headers.get(THREAD_ID_HEADER);
  if (res.status !== 200 || !threadId) throw new Error(`The chat answered ${res.status}: ${text}`);
  return threadId;
}

/** Someone talking to the experts (Premium: replies are not counted): ten conversations to rename each round. */
export const chatter = (world: XssWorld) =>
  once(world, 'chatter', async () => {
    const user = await newUser({ fullName: 'Cal Chatter' });
    await completeOnboarding(await userIdOf(user));
    await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
    const threads = [];
    for (let i = 0; i < CHATTER_THREADS; i++) threads.push(await chatOnce(user, `How should a café plan week ${i + 1} of its spring menu?`));
    return world.addActor('chatter', user, { threads });
  });

const chatTitleField: XssField = {
  name: 'chat: conversation titles',
  max: CHAT_TITLE_MAX,
  slots: CHATTER_THREADS,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await chatter(world);
    const threads = actor.data.threads as string[];
    await Promise.all(
      values.map((value, i) =>
        callOk(chatEndpoints.renameThread, { token: actor.user!.accessToken, params: { threadId: threads[i]! }, body: { title: joinPayloads(value) } }),
      ),
    );
    return values.map((value) => ({ payloads: value, views: [VIEWS.assistant('chatter')] }));
  },
};

const chatMessageField: XssField = {
  name: 'chat: messages',
  max: CHAT_MESSAGE_MAX,
  slots: 1,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await chatter(world);
    const placements: Placement[] = [];
    // Each value starts its own conversation, whose page shows the message whole.
    for (const value of values) placements.push({ payloads: value, views: [VIEWS.conversation('chatter', await chatOnce(actor.user!, joinPayloads(value)))] });
    return placements;
  },
};

const savedField: XssField = {
  name: 'chat: saved responses',
  max: SAVED_SHOWN,
  slots: 8,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await chatter(world);
    for (const value of values)
      await callOk(chatEndpoints.saveResponse, { token: actor.user!.accessToken, body: { content: joinPayloads(value), persona: 'thomas' } });
    // The list shows each reply as a plain excerpt (Markdown marks such as `__` dropped): the
    // whole value is on the page, though not character for character.
    return values.map((value) => ({ payloads: value, views: [], shortenedOn: [VIEWS.assistant('chatter')] }));
  },
};

/** The month the scheduler's posts are planned in. */
const CALENDAR_MONTH = '2030-05';
const SCHEDULED_PER_ROUND = 6;

/** Someone who schedules posts: Premium, with a Facebook Page connected through the network sandbox. */
export const scheduler = (world: XssWorld) =>
  once(world, 'scheduler', async () => {
    const user = await newUser({ fullName: 'Sol Scheduler' });
    await completeOnboarding(await userIdOf(user));
    await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
    const { account } = await connect(user, 'facebook', 'Sol Scheduler Page');
    return world.addActor('scheduler', user, { accountId: account.id, scheduled: 0 });
  });

/** Someone with a brand kit who makes images in the creative studio. */
const designer = (world: XssWorld) =>
  once(world, 'designer', async () => {
    const user = await newUser({ fullName: 'Dee Designer' });
    await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
    const userId = await userIdOf(user);
    await completeOnboarding(userId);
    return world.addActor('designer', user, { made: 0, userId, published: 0 });
  });

const altTextField: XssField = {
  name: 'creative studio: alt text of gallery images (the gallery)',
  max: ALT_TEXT_MAX,
  slots: 2,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await designer(world);
    for (const value of values) {
      const n = (actor.data.made as number) + 1;
      actor.data.made = n;
      await callOk(studioEndpoints.save, {
        token: actor.user!.accessToken,
        body: { design: { template: 'text-card', size: 'landscape', fields: { headline: `Image ${n}` } }, altText: joinPayloads(value) },
      });
    }
    return values.map((value) => ({ payloads: value, views: [VIEWS.studio('designer')] }));
  },
};

/** Someone on Premium with a brand kit who sets the brand's own fonts in the studio. */
const typesetter = (world: XssWorld) =>
  once(world, 'typesetter', async () => {
    const user = await newUser({ fullName: 'Tia Typesetter' });
    await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
    await completeOnboarding(await userIdOf(user));
    await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
    return world.addActor('typesetter', user, {});
  });

const FONT_FILE = readFileSync(join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff'));

const fontFileNameField: XssField = {
  name: 'creative studio: brand font file names (the Brand fonts panel)',
  max: FONT_FILE_NAME_MAX,
  slots: 2,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await typesetter(world);
    const token = actor.user!.accessToken;
    const slots = ['heading', 'body'] as const;
    await Promise.all(
      values.map(async (value, i) => {
        const fileName = joinPayloads(value);
        const signed = await callOk(studioFontEndpoints.uploadFont, { token, body: { fileName, size: FONT_FILE.length } });
        const put = await fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body: new Blob([new Uint8Array(FONT_FILE)]) });
        if (put.status !== 200) throw new Error(`The font upload answered ${put.status}`);
        await callOk(studioFontEndpoints.setFont, { token, body: { slot: slots[i]!, fontId: signed.fontId, fileName } });
      }),
    );
    return values.map((value) => ({ payloads: value, views: [VIEWS.brandFonts('typesetter')] }));
  },
};

/**
 * Campaign names and goals (the campaigns list; the campaign's page shows them as its heading
 * and description). A name is at most CAMPAIGN_NAME_MAX characters: payloads longer than that
 * cannot be a name, so the names take the rest of the corpus.
 */
/** Brand voice samples (Settings › Brand voice): each is shown back in its box as pasted. A save needs three, so a round of fewer is made up with a plain post. */
const voiceSampleField: XssField = {
  name: 'brand voice: samples (Settings, Brand voice)',
  max: VOICE_SAMPLE_MAX,
  slots: VOICE_SAMPLES_MIN,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await typesetter(world);
    const samples = values.map((value) => joinPayloads(value));
    while (samples.length < VOICE_SAMPLES_MIN) samples.push('Fresh buns at eight. See you soon x');
    await callOk(brandVoiceEndpoints.saveSamples, { token: actor.user!.accessToken, body: { samples } });
    return values.map((value) => ({ payloads: value, views: [VIEWS.settingsVoice('typesetter')] }));
  },
};

const campaignField = (key: 'name' | 'goal'): XssField => ({
  name: `campaigns: ${key}s (the campaigns list)`,
  max: key === 'name' ? CAMPAIGN_NAME_MAX : CAMPAIGN_GOAL_MAX,
  slots: key === 'name' ? 10 : 6,
  separator: ' ',
  shows: 'text',
  ...(key === 'name' ? { corpus: XSS_CORPUS.filter((payload) => payload.text.length <= CAMPAIGN_NAME_MAX) } : {}),
  write: async (world, values) => {
    const actor = await typesetter(world);
    await Promise.all(
      values.map((value) =>
        callOk(campaignEndpoints.create, {
          token: actor.user!.accessToken,
          body: {
            name: key === 'name' ? joinPayloads(value) : 'Spring open day',
            goal: key === 'goal' ? joinPayloads(value) : 'Fill the café on weekday mornings',
            startDate: '2027-03-01',
            endDate: '2027-03-31',
            networks: ['instagram'],
            requestId: randomUUID(),
          },
        }),
      ),
    );
    return values.map((value) => ({ payloads: value, views: [VIEWS.campaigns('typesetter')] }));
  },
});

/**
 * Topics of SEO outlines (the outlines table; the outline's page shows it under its title, and the
 * writer's title and headings start from it). A topic is at most SEO_TOPIC_MAX characters:
 * payloads longer than that cannot be one.
 */
const seoTopicField: XssField = {
  name: 'SEO outlines: topics (the outlines table)',
  max: SEO_TOPIC_MAX,
  slots: 8,
  separator: ' ',
  shows: 'text',
  corpus: XSS_CORPUS.filter((payload) => payload.text.length <= SEO_TOPIC_MAX),
  write: async (world, values) => {
    const actor = await typesetter(world);
    await Promise.all(
      values.map((value) =>
        callOk(seoOutlineEndpoints.create, { token: actor.user!.accessToken, body: { topic: joinPayloads(value), requestId: randomUUID() } }),
      ),
    );
    return values.map((value) => ({ payloads: value, views: [VIEWS.seoOutlines('typesetter')] }));
  },
};

/** An Enterprise owner with the café's brand kit: bulk generation is Enterprise. */
const bulkWriter = (world: XssWorld) =>
  once(world, 'bulkWriter', async () => {
    const user = await newUser({ fullName: 'Bo Bulk' });
    await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
    await completeOnboarding(await userIdOf(user));
    await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'enterprise' } });
    return world.addActor('bulkWriter', user, {});
  });

/**
 * Cells of a bulk run's CSV (one topic per post: the posts table shows it, and the writer's
 * caption starts from it). A cell is at most BULK_CELL_MAX characters on one line: payloads
 * longer than that, or that cleaning would change, cannot be one. One run per round, its other rows plain.
 */
const bulkCellField: XssField = {
  name: 'bulk generation: CSV topics (the bulk posts table)',
  max: BULK_CELL_MAX,
  slots: BULK_MIN,
  separator: ' ',
  shows: 'text',
  // The cell is cleaned as a name is (one line, no control characters): only payloads it keeps as written.
  corpus: XSS_CORPUS.filter((payload) => payload.text.length <= BULK_CELL_MAX && cleanName(payload.text) === payload.text),
  write: async (world, values) => {
    const actor = await bulkWriter(world);
    const rows = Array.from({ length: BULK_MIN }, (_, i) => ({ topic: values[i] ? joinPayloads(values[i]) : `Plain topic ${i + 1}` }));
    await callOk(bulkEndpoints.start, {
      token: actor.user!.accessToken,
      body: { requestId: randomUUID(), count: BULK_MIN, networks: ['facebook'], formats: ['tip'], rows },
    });
    return values.map((value) => ({ payloads: value, views: [VIEWS.bulk('bulkWriter')] }));
  },
};

/**
 * Titles of tracked links (the Links table). Referrer hosts, also shown there, are not in the
 * corpus: the redirect keeps only what the URL parser accepts as a host name (letters, digits,
 * hyphens and dots, punycode for the rest), so none of the payloads can be one.
 */
const linkTitleField: XssField = {
  name: 'analytics: titles of tracked links (the Links table)',
  max: LINK_TITLE_MAX,
  slots: 8,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await designer(world);
    for (const value of values) {
      await callOk(analyticsEndpoints.createLink, {
        token: actor.user!.accessToken,
        body: { url: 'https://corner-cafe.example/menu', title: joinPayloads(value), requestId: randomUUID() },
      });
    }
    return values.map((value) => ({ payloads: value, views: [VIEWS.analytics('designer')] }));
  },
};

/**
 * Captions of published posts in the top posts of /analytics. Written through the domain layer
 * as the publish worker and the metrics pull leave them (a tracked post and its score), each
 * round's posts scoring above the last round's, so they are the top five.
 */
const topPostCaptionField: XssField = {
  name: 'analytics: captions of published posts (the top posts)',
  max: TOP_POST_CAPTION_MAX,
  slots: TOP_POSTS,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await designer(world);
    const userId = actor.data.userId as string;
    const publishedAt = new Date().toISOString();
    for (const value of values) {
      const n = (actor.data.published as number) + 1;
      actor.data.published = n;
      const postId = `xsspost${String(n).padStart(4, '0')}`;
      const accountKey = 'facebook-0000000000000001';
      await db()
        .entities.postMetric.put({
          userId,
          postId,
          accountKey,
          network: 'facebook',
          accountName: 'Corner Café',
          caption: joinPayloads(value),
          remoteId: postId,
          publishedAt,
          reactions: n,
          // Not due for a pull: the sandbox has no such post.
          pullShard: 0,
          nextPullAt: NOT_PULLED,
          version: 1,
        })
        .go();
      for (const params of scoreUpdates(userId, [{ token: tokenOf(postId, accountKey, 'text', publishedAt), engagements: n }]))
        await dynamo().send(new UpdateCommand(params as UpdateCommandInput));
    }
    return values.map((value) => ({ payloads: value, views: [VIEWS.topPosts('designer')] }));
  },
};

const captionField: XssField = {
  name: 'publishing: captions of scheduled posts (the calendar)',
  max: MAX_CAPTION,
  slots: SCHEDULED_PER_ROUND,
  separator: ' ',
  shows: 'text',
  write: async (world, values) => {
    const actor = await scheduler(world);
    for (const value of values) {
      const n = (actor.data.scheduled as number) + 1;
      actor.data.scheduled = n;
      const day = String(((n - 1) % 28) + 1).padStart(2, '0');
      const hour = String(8 + Math.floor((n - 1) / 28)).padStart(2, '0');
      await callOk(publishingEndpoints.schedule, {
        token: actor.user!.accessToken,
        body: {
          requestId: randomUUID(),
          caption: joinPayloads(value),
          accountIds: [actor.data.accountId as string],
          when: { kind: 'at', localTime: `${CALENDAR_MONTH}-${day}T${hour}:00`, timeZone: 'Europe/London' },
        },
      });
    }
    // A day cell shows the start of each caption: the whole value is looked through, not expected word for word.
    return values.map((value) => ({ payloads: value, views: [], shortenedOn: [VIEWS.calendar('scheduler')] }));
  },
};

/** Starts the set-up several fields share (two users, each with a finished generation run) side by side. */
export async function prepare(world: XssWorld): Promise<void> {
  await Promise.all([owner(world), writer(world), planner(world), poster(world), chatter(world), librarian(world), scheduler(world), designer(world)]);
}

// ─── The fields ────────────────────────────────────────────────────────────────────────────

export const FIELDS: XssField[] = [
  resourceField('title'),
  resourceField('description'),
  resourceField('tags'),
  postTitleField,
  postContentField,
  replyField,
  tagField,
  chatTitleField,
  chatMessageField,
  savedField,
  captionField,
  altTextField,
  linkTitleField,
  campaignField('name'),
  campaignField('goal'),
  voiceSampleField,
  seoTopicField,
  bulkCellField,
  topPostCaptionField,
  fontFileNameField,
  {
    name: 'profile: full name (header, the inviter on /invite/{token}, the inviter’s notification)',
    max: 1800,
    slots: 3,
    separator: ' ',
    shows: 'text',
    once: true,
    write: async (world, values) => {
      const people = await signedUpPeople(world, values);
      return values.map((value, i) => ({
        payloads: value,
        views: [VIEWS.invite(people[i]!.data.inviteToken as string), VIEWS.dashboard('owner')],
        shortenedOn: [VIEWS.settingsBrand(people[i]!.key)],
      }));
    },
  },
  {
    name: 'profile: company name (the brand name a new brand kit starts from)',
    max: 1800,
    slots: 3,
    separator: ' ',
    shows: 'text',
    once: true,
    write: async (world, values) => {
      const people = await signedUpPeople(world, values);
      return values.map((value, i) => ({ payloads: value, views: [VIEWS.settingsBrand(people[i]!.key), VIEWS.brandStep(people[i]!.key)] }));
    },
  },
  brandKitField('name', 'brand name', SHORT_TEXT_MAX, true),
  brandKitField('industry', 'industry', SHORT_TEXT_MAX, true),
  brandKitField('toneOfVoice', 'tone of voice', SHORT_TEXT_MAX, true),
  brandKitField('targetAudience', 'target audience', LONG_TEXT_MAX, false),
  brandKitField('mainGoal', 'main goal', LONG_TEXT_MAX, false),
  packageField('title'),
  packageField('body'),
  draftField('title'),
  draftField('body'),
  {
    name: 'partner invitations: invitee e-mail',
    max: 254,
    slots: 1,
    separator: ' ',
    shows: 'text',
    corpus: EMAIL_PAYLOADS,
    write: async (world, values) => {
      const actor = await owner(world);
      for (const payload of values.flat()) {
        await callOk(viralInviteEndpoints.create, { token: actor.user!.accessToken, body: { inviteeEmail: payload.text } });
      }
      return [{ payloads: values.flat(), views: [VIEWS.share('owner')] }];
    },
  },
  {
    name: 'team invitations: invitee e-mail',
    max: 254,
    slots: 1,
    separator: ' ',
    shows: 'text',
    corpus: EMAIL_PAYLOADS,
    write: async (world, values) => {
      const actor = await planner(world);
      for (const payload of values.flat()) await callOk(teamEndpoints.invite, { token: actor.user!.accessToken, body: { email: payload.text } });
      return [{ payloads: values.flat(), views: [VIEWS.team('planner')] }];
    },
  },
  {
    name: 'notifications: title and message (written through the domain layer, as Markk writes them)',
    max: 200,
    // The dashboard shows the newest five: two of these and the three referral notices.
    slots: 2,
    separator: ' ',
    shows: 'text',
    write: async (world, values) => {
      const actor = await owner(world);
      const userId = actor.data.userId as string;
      for (const value of values) await Notifications.notify(userId, { title: joinPayloads(value), message: joinPayloads(value) });
      return [{ payloads: values.flat(), views: [VIEWS.dashboard('owner')] }];
    },
  },
  projectField('title'),
  projectField('description'),
  taskField('title'),
  taskField('description'),
  commentField,
  searchSeeded('project'),
  searchSeeded('task'),
  searchSeeded('post'),
  searchSeeded('resource'),
  ...approvalFields,
  ...workspaceFields,
  ...apiTokenFields,
];
