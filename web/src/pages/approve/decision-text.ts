// How a client's decision reads, for the client ("You approved…") and for the owner ("Approved
// by Sam at 14:02"), times in the post's publishing time zone.
import type { DecisionView } from '#contracts/approvals';
import { localDateTimeAt } from '../../lib/zoned-time.ts';
import { whenLabel } from '../../lib/publishing.ts';

const clock = (at: string, timeZone: string) => localDateTimeAt(at, timeZone).slice(11, 16);

export function clientDecisionText(decision: DecisionView, timeZone: string): string {
  const at = whenLabel(localDateTimeAt(decision.decidedAt, timeZone));
  switch (decision.decision) {
    case 'approved':
      return `You approved this post (${at}).`;
    case 'changes':
      return `You requested changes (${at}): ${decision.comment ?? ''}`;
    case 'comment':
      return `You commented (${at}): ${decision.comment ?? ''}`;
  }
}

export function ownerDecisionText(decision: DecisionView, client: string, timeZone: string): string {
  if (!decision.current && decision.decision === 'approved') return `Approval withdrawn: the post changed after ${client} approved it`;
  const at = clock(decision.decidedAt, timeZone);
  switch (decision.decision) {
    case 'approved':
      return `Approved by ${client} at ${at}`;
    case 'changes':
      return `Changes requested by ${client}: ${decision.comment ?? ''}`;
    case 'comment':
      return `Comment from ${client} at ${at}: ${decision.comment ?? ''}`;
  }
}
