// Approval links' user texts for the stored-XSS test: the client's name (the owner types it;
// the client's page greets them with it, the owner's post detail names them) and the client's
// comments (the client writes them; the owner reads them in the post's detail), and a
// white-label agency's name (its brand kit's, shown to the client as the page's header).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { APPROVAL_COMMENT_MAX, CLIENT_NAME_MAX, approvalEndpoints } from '#contracts/approvals';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, SHORT_TEXT_MAX, type BrandKitInput } from '#contracts/brand-kit';
import { workspaceEndpoints } from '#contracts/workspaces';
import { cafeBrand } from '../../support/brand.ts';
import { publishingEndpoints } from '#contracts/publishing';
import * as Client from '#domain/approvals/client';
import { connect } from '../../support/networks.ts';
import { completeOnboarding, userIdOf } from '../../support/seed.ts';
import { callOk, newUser, stackUrl } from '../../support/users.ts';
import { XSS_CORPUS, joinPayloads, type XssPayload } from '../../support/xss-corpus.ts';
import type { Actor, XssWorld } from './world.ts';
import type { Placement, View, XssField } from './fields.ts';

const MONTH = '2030-06';
const ZONE = 'Europe/London';
/** Before each comment, so a value that is all markup still leaves text once sanitised. */
const NOTE = 'Note: ';

/** An owner with a Facebook Page who sends posts for approval, planning in London time. */
function approver(world: XssWorld): Promise<Actor> {
  if (!world.memo.has('approver')) {
    world.memo.set(
      'approver',
      (async () => {
        const user = await newUser({ fullName: 'Abe Approver' });
        await completeOnboarding(await userIdOf(user));
        await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
        const empty: string[] = [];
        const queue = { mon: empty, tue: empty, wed: empty, thu: empty, fri: empty, sat: empty, sun: empty };
        await callOk(publishingEndpoints.saveSettings, { token: user.accessToken, body: { timeZone: ZONE, queue } });
        const { account } = await connect(user, 'facebook', 'Abe Approver Page');
        return world.addActor('approver', user, { accountId: account.id, posts: 0 });
      })(),
    );
  }
  return world.memo.get('approver') as Promise<Actor>;
}

interface SentPost {
  /** Each link's token, in the order of the client names given. */
  tokens: string[];
  n: number;
  localTime: string;
}

/**
 * A post of the approver's sent to clients, one link each, with one comment from each client
 * (through the domain layer, from an address of its own, so the rounds stay clear of the
 * per-IP limit). The post's detail lists every link sent for it, so one look reads them all.
 */
async function sentPost(world: XssWorld, clients: { name: string; comment: string }[]): Promise<SentPost> {
  const actor = await approver(world);
  const n = (actor.data.posts as number) + 1;
  actor.data.posts = n;
  const day = String(((n - 1) % 28) + 1).padStart(2, '0');
  const hour = String(8 + Math.floor((n - 1) / 28)).padStart(2, '0');
  const localTime = `${MONTH}-${day}T${hour}:00`;
  const { post } = await callOk(publishingEndpoints.schedule, {
    token: actor.user!.accessToken,
    body: {
      requestId: randomUUID(),
      caption: `Approval post ${n}`,
      accountIds: [actor.data.accountId as string],
      when: { kind: 'at', localTime, timeZone: ZONE },
    },
  });
  const tokens: string[] = [];
  for (const [i, { name, comment }] of clients.entries()) {
    const { link } = await callOk(approvalEndpoints.create, {
      token: actor.user!.accessToken,
      body: { requestId: randomUUID(), clientName: name, clientEmail: `client-${n}-${i}@example.com`, postIds: [post.id] },
    });
    const token = new URL(link!).pathname.split('/').pop()!;
    await Client.decide(token, `xss-${randomUUID()}`, { postId: post.id, decision: 'comment', comment });
    tokens.push(token);
  }
  return { tokens, n, localTime };
}

/** The client's page of one link (opened once a round at most: the page counts against the per-IP limit). */
const clientPage = (token: string): View => ({
  key: `visitor approval link ${token.slice(0, 6)}…`,
  actor: 'visitor',
  open: async (page: Page) => {
    await page.goto(`${stackUrl()}/approve/${token}`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('approval-post').first().waitFor();
  },
});

/** The owner's detail of one post on the calendar, with the client's decisions. */
const postDetail = ({ n, localTime }: SentPost): View => ({
  key: `approver post detail ${n}`,
  actor: 'approver',
  open: async (page: Page) => {
    await page.goto(`${stackUrl()}/calendar?date=${localTime.slice(0, 10)}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: new RegExp(`^${localTime.slice(11)} Approval post ${n}\\b`) }).click();
    await page.getByTestId('post-approvals').waitFor();
  },
});

/** The round's values on one post, a link each: the post's detail shows them all, the first link's page its own. Both looked through, not expected word for word (tidied or sanitised to text). */
async function place(world: XssWorld, values: XssPayload[][], texts: (value: XssPayload[]) => { name: string; comment: string }): Promise<Placement[]> {
  if (values.length === 0) return [];
  const sent = await sentPost(world, values.map(texts));
  return [{ payloads: values.flat(), views: [], shortenedOn: [clientPage(sent.tokens[0]!), postDetail(sent)] }];
}

/** An Enterprise agency with its white-label portal on, and one post sent to a client: the link's token. */
function agencyLink(world: XssWorld): Promise<{ actor: Actor; token: string }> {
  if (!world.memo.has('portal agency')) {
    world.memo.set(
      'portal agency',
      (async () => {
        const user = await newUser({ fullName: 'Wyn White-Label' });
        const userId = await userIdOf(user);
        await completeOnboarding(userId);
        await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'enterprise' } });
        await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
        await callOk(workspaceEndpoints.setWhiteLabel, { token: user.accessToken, params: { workspaceId: userId }, body: { enabled: true } });
        const { account } = await connect(user, 'facebook', 'Wyn Agency Page');
        const { post } = await callOk(publishingEndpoints.schedule, {
          token: user.accessToken,
          body: {
            requestId: randomUUID(),
            caption: 'White-label post',
            accountIds: [account.id],
            when: { kind: 'at', localTime: `${MONTH}-01T09:00`, timeZone: ZONE },
          },
        });
        const { link } = await callOk(approvalEndpoints.create, {
          token: user.accessToken,
          body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: 'white-label-client@example.com', postIds: [post.id] },
        });
        return { actor: world.addActor('portal agency', user, {}), token: new URL(link!).pathname.split('/').pop()! };
      })(),
    );
  }
  return world.memo.get('portal agency') as Promise<{ actor: Actor; token: string }>;
}

export const approvalFields: XssField[] = [
  {
    name: "white-label: the agency's name (the header of its client's approval page)",
    max: SHORT_TEXT_MAX,
    slots: 1,
    separator: ' ',
    shows: 'text',
    write: async (world, [value]) => {
      const { actor, token } = await agencyLink(world);
      await callOk(brandKitEndpoints.save, { token: actor.user!.accessToken, body: { ...cafeBrand, name: joinPayloads(value!) } as BrandKitInput });
      return [{ payloads: value!, views: [clientPage(token)] }];
    },
  },
  {
    name: "approval links: the client's name (the client's page, the owner's post detail)",
    max: CLIENT_NAME_MAX,
    slots: 8,
    separator: ' ',
    shows: 'text',
    corpus: XSS_CORPUS.filter((payload) => payload.text.length <= CLIENT_NAME_MAX),
    write: (world, values) => place(world, values, (value) => ({ name: joinPayloads(value), comment: 'Looks good' })),
  },
  {
    name: "approval links: the client's comments (the owner's post detail, the client's page)",
    max: APPROVAL_COMMENT_MAX - NOTE.length,
    slots: 5,
    separator: ' ',
    shows: 'text',
    write: (world, values) => place(world, values, (value) => ({ name: 'Sam', comment: `${NOTE}${joinPayloads(value)}` })),
  },
];
