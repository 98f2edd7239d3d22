// "Require client approval" against the real local stack: with the rule on, a due post goes out
// only if a client approved the version due — not one never approved, not one the client asked
// to change, not one edited after its approval — and each of those fails with the reason and a
// way on; Retry publishes it once approved. Only admins and the owner set the rule.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { approvalEndpoints as approvals } from '#contracts/approvals';
import { NOT_APPROVED, publishingEndpoints as pub } from '#contracts/publishing';
import { workspaceEndpoints as ws } from '#contracts/workspaces';
import { db } from '#data/service';
import { publishDue } from '#domain/publishing/worker';
import { cafeOwner } from '../support/brand.ts';
import { userIdOf } from '../support/seed.ts';
import { callOk, uniqueEmail } from '../support/users.ts';
import { connect, feed } from '../support/networks.ts';

const tag = randomUUID().slice(0, 6);

/** The worker's run for a post come due, as the queue would start it. */
async function due(userId: string, postId: string) {
  const { data } = await db().entities.scheduledPost.get({ userId, postId }).go();
  return publishDue({ userId, postId, dueAt: data!.dueAt }, { backoffMs: [10] });
}

describe('a workspace that requires client approval', () => {
  it('publishes only the version a client approved, and fails the others with the reason', async () => {
    const owner = await cafeOwner({ fullName: 'Rue Rules', companyName: 'Rue Bakery' }, { tier: 'premium' });
    const userId = await userIdOf(owner);
    const { account } = await connect(owner, 'facebook', 'Rue Bakery Page');
    const rule = await callOk(ws.setApprovalRule, { token: owner.accessToken, params: { workspaceId: userId }, body: { required: true } });
    expect(rule.requireApproval).toBe(true);

    const captions = [`Approved ${tag}`, `Never sent ${tag}`, `Changes asked ${tag}`, `Edited after ${tag}`];
    const posts = [];
    for (const [i, caption] of captions.entries()) {
      const { post } = await callOk(pub.schedule, {
        token: owner.accessToken,
        body: {
          requestId: randomUUID(),
          caption,
          accountIds: [account.id],
          when: { kind: 'at', localTime: `2031-06-0${i + 1}T09:00`, timeZone: 'Europe/London' },
        },
      });
      posts.push(post);
    }
    const sent = await callOk(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client'), postIds: [posts[0]!.id, posts[2]!.id, posts[3]!.id] },
    });
    const token = new URL(sent.link!).pathname.split('/').pop()!;
    for (const [post, decision] of [
      [posts[0]!, 'approved'],
      [posts[2]!, 'changes'],
      [posts[3]!, 'approved'],
    ] as const) {
      await callOk(approvals.decide, {
        params: { token },
        body: { postId: post.id, decision, ...(decision === 'changes' ? { comment: 'Warmer, please' } : {}) },
      });
    }
    await callOk(pub.update, { token: owner.accessToken, params: { postId: posts[3]!.id }, body: { caption: `${captions[3]} and rye` } });

    expect(await due(userId, posts[0]!.id)).toBe('published');
    expect(await feed(captions[0]!)).toHaveLength(1);
    for (const post of [posts[1]!, posts[2]!, posts[3]!]) {
      expect(await due(userId, post.id)).toBe('failed');
      const { post: view } = await callOk(pub.get, { token: owner.accessToken, params: { postId: post.id } });
      expect(view.targets.map((t) => t.reason)).toEqual([NOT_APPROVED]);
    }
    expect(await feed(captions[2]!)).toEqual([]);

    // The client approves the changed post after all: Retry publishes it.
    await callOk(approvals.decide, { params: { token }, body: { postId: posts[2]!.id, decision: 'approved' } });
    await callOk(pub.retry, { token: owner.accessToken, body: { postIds: [posts[2]!.id] } });
    expect(await due(userId, posts[2]!.id)).toBe('published');
    expect(await feed(captions[2]!)).toHaveLength(1);
  });

  it('a draft the client approved goes out when scheduled unchanged; changed before scheduling, it does not', async () => {
    const owner = await cafeOwner({ fullName: 'Rue Drafts', companyName: 'Rue Drafts Bakery' }, { tier: 'premium' });
    const userId = await userIdOf(owner);
    const { account } = await connect(owner, 'facebook', 'Rue Drafts Page');
    await callOk(ws.setApprovalRule, { token: owner.accessToken, params: { workspaceId: userId }, body: { required: true } });
    const drafts = [];
    for (const title of ['As approved', 'Changed after']) {
      const { data } = await db()
        .entities.contentItem.create({ userId, itemId: randomUUID(), type: 'post', title, body: `${title} ${tag}: order by Friday.`, platform: 'Facebook' })
        .go();
      drafts.push(data);
    }
    const sent = await callOk(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client'), itemIds: drafts.map((d) => d.itemId) },
    });
    const token = new URL(sent.link!).pathname.split('/').pop()!;
    for (const draft of drafts) await callOk(approvals.decide, { params: { token }, body: { postId: draft.itemId, decision: 'approved' } });

    const schedule = async (itemId: string, caption: string, day: number) =>
      (
        await callOk(pub.schedule, {
          token: owner.accessToken,
          body: {
            requestId: randomUUID(),
            itemId,
            caption,
            accountIds: [account.id],
            when: { kind: 'at', localTime: `2031-07-0${day}T09:00`, timeZone: 'Europe/London' },
          },
        })
      ).post;
    const asApproved = await schedule(drafts[0]!.itemId, drafts[0]!.body, 1);
    const changed = await schedule(drafts[1]!.itemId, `${drafts[1]!.body} Now with rye.`, 2);
    expect(await due(userId, asApproved.id)).toBe('published');
    expect(await feed(drafts[0]!.body)).toHaveLength(1);
    expect(await due(userId, changed.id)).toBe('failed');
    const { post: view } = await callOk(pub.get, { token: owner.accessToken, params: { postId: changed.id } });
    expect(view.targets.map((t) => t.reason)).toEqual([NOT_APPROVED]);
  });
});
