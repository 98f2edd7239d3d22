// A post's client decisions in its detail: "Approved by Sam at 14:02", "Changes requested by
// Sam: …", comments, and "Approval withdrawn" once the post changed after an approval (the
// server compares the post's version hash now with the one decided on).
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { DecisionView } from '#contracts/approvals';
import { useApprovals } from '../../../queries/approvals.ts';
import { ownerDecisionText } from '../../approve/decision-text.ts';

const APPROVALS = 'Client approval';
const INDICATORS = { approved: 'success', changes: 'warning', comment: 'info' } as const;

export function PostApprovals({ postId, timeZone }: { postId: string; timeZone: string }) {
  const approvals = useApprovals();
  const entries = (approvals.data?.approvals ?? [])
    .flatMap((request) =>
      request.posts.filter((post) => post.postId === postId).flatMap((post) => post.decisions.map((decision) => ({ client: request.clientName, decision }))),
    )
    .sort((a, b) => a.decision.decidedAt.localeCompare(b.decision.decidedAt));
  if (entries.length === 0) return null;
  const type = (decision: DecisionView) => (!decision.current && decision.decision === 'approved' ? 'stopped' : INDICATORS[decision.decision]);
  return (
    <div data-testid="post-approvals">
      <Box variant="awsui-key-label">{APPROVALS}</Box>
      <ul className="markk-calendar__posts">
        {entries.map(({ client, decision }) => (
          <li key={`${client}-${decision.decidedAt}`}>
            <StatusIndicator type={type(decision)}>
              <span style={{ overflowWrap: 'anywhere' }}>{ownerDecisionText(decision, client, timeZone)}</span>
            </StatusIndicator>
          </li>
        ))}
      </ul>
    </div>
  );
}
