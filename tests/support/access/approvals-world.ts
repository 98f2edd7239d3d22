// A's approval link in the access matrix's world: A's scheduled post sent to a client, the
// link's token (from the answer that shows it once) and the client's name as markers.
import { randomUUID } from 'node:crypto';
import { approvalEndpoints } from '#contracts/approvals';
import { callOk } from '../users.ts';
import type { Person } from './world.ts';

export interface ApprovalsOfA {
  approvalId: string;
  approvalToken: string;
  approvalClientName: string;
  approvalClientEmail: string;
}

export async function approvalsOf(user: Person, scheduledPostId: string, tag: string): Promise<ApprovalsOfA> {
  const approvalClientName = `Clientmark ${tag}`;
  const approvalClientEmail = `client-${tag}@example.com`.toLowerCase();
  const { approval, link } = await callOk(approvalEndpoints.create, {
    token: user.accessToken,
    body: { requestId: randomUUID(), clientName: approvalClientName, clientEmail: approvalClientEmail, postIds: [scheduledPostId] },
  });
  return { approvalId: approval.approvalId, approvalToken: new URL(link!).pathname.split('/').pop()!, approvalClientName, approvalClientEmail };
}

/** The markers of A's approval link. */
export const approvalMarkers = (a: ApprovalsOfA) => [a.approvalId, a.approvalToken, a.approvalClientName, a.approvalClientEmail];
