// A post's client decisions in its detail: "Approved by Sam at 14:02", "Changes requested by
// Sam: …", comments, and "Approval withdrawn" once the post changed after an approval (the
// server compares the post's version hash now with the one decided on). Each link the post was
// sent in that is still open can be withdrawn ("Withdraw link"): its client can no longer open
// it or decide.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ApprovalView, DecisionView } from '#contracts/approvals';
import { errorMessage } from '../../app/errors.ts';
import { useApprovals, useRevokeApproval } from '../../queries/approvals.ts';
import { ownerDecisionText } from '../../pages/approve/decision-text.ts';

const APPROVALS = 'Client approval';
const INDICATORS = { approved: 'success', changes: 'warning', comment: 'info' } as const;

const isOpen = (request: ApprovalView, now: number) => !request.revokedAt && Date.parse(request.expiresAt) > now;

/** The open links this post was sent in, each with "Withdraw link". */
function OpenLinks({ requests }: { requests: ApprovalView[] }) {
  const revoke = useRevokeApproval();
  if (requests.length === 0) return null;
  return (
    <div data-testid="post-approval-links">
      <ul className="markk-calendar__posts">
        {requests.map((request) => (
          <li key={request.approvalId}>
            <Box display="inline" margin={{ right: 'xs' }}>
              <span style={{ overflowWrap: 'anywhere' }}>Link open for {request.clientName}</span>
            </Box>
            <Button
              variant="inline-link"
              ariaLabel={`Withdraw the approval link sent to ${request.clientName}`}
              loading={revoke.isPending && revoke.variables === request.approvalId}
              onClick={() => revoke.mutate(request.approvalId)}
            >
              Withdraw link
            </Button>
          </li>
        ))}
      </ul>
      {revoke.isError && <Alert type="error">{errorMessage(revoke.error)}</Alert>}
    </div>
  );
}

export function PostApprovals({ postId, timeZone }: { postId: string; timeZone: string }) {
  const approvals = useApprovals();
  const now = Date.now();
  const links = (approvals.data?.approvals ?? []).filter((request) => isOpen(request, now) && request.posts.some((post) => post.postId === postId));
  const entries = (approvals.data?.approvals ?? [])
    .flatMap((request) =>
      request.posts.filter((post) => post.postId === postId).flatMap((post) => post.decisions.map((decision) => ({ client: request.clientName, decision }))),
    )
    .sort((a, b) => a.decision.decidedAt.localeCompare(b.decision.decidedAt));
  if (entries.length === 0 && links.length === 0) return null;
  const type = (decision: DecisionView) => (!decision.current && decision.decision === 'approved' ? 'stopped' : INDICATORS[decision.decision]);
  return (
    <div data-testid="post-approvals">
      <Box variant="awsui-key-label">{APPROVALS}</Box>
      <OpenLinks requests={links} />
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
