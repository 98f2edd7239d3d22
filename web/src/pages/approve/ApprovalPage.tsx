// The client's approval page (/approve/:token): no account and no signed-in shell, made for a
// phone. The owner's posts the link grants, each with its decisions; a closed or unknown link
// says so and whom to ask.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { ClientApprovalView } from '#contracts/approvals';
import { errorMessage } from '../../app/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { localDateTimeAt } from '../../lib/zoned-time.ts';
import { whenLabel } from '../../lib/publishing.ts';
import { useClientApproval } from '../../queries/approvals.ts';
import { ClientPostCard } from './ClientPostCard.tsx';
import './approval.css';

const LOADING = 'Loading the posts…';
const CLOSED = 'This approval link cannot be used';
const FAILED = 'Could not load the posts';
const NONE = 'There are no posts left to review on this link.';
const title = (owner: string) => `${owner} asks for your approval`;
const lead = (client: string, n: number) =>
  `Hi ${client}, please review ${n === 1 ? 'this post' : `these ${n} posts`}: approve each one, request changes, or leave a comment.`;
const until = (at: string, timeZone: string) => `This link works until ${whenLabel(localDateTimeAt(at, timeZone))} (${timeZone}).`;

/** A white-label page (Enterprise): the agency's logo and name above the posts, in its colour. */
function PortalHeader({ brand }: { brand: NonNullable<ClientApprovalView['brand']> }) {
  return (
    <header className="markk-approval__brand" style={{ borderColor: brand.colour }}>
      {brand.logoUrl && <img src={brand.logoUrl} alt={`${brand.name} logo`} className="markk-approval__logo" />}
      <span className="markk-approval__brand-name">{brand.name}</span>
    </header>
  );
}

export default function ApprovalPage() {
  const { token = '' } = useParams();
  const approval = useClientApproval(token);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const brand = approval.data?.brand ?? null;
  // A white-label page names the agency, not Markk, in the browser's tab too.
  useEffect(() => {
    if (brand) document.title = `Review posts — ${brand.name}`;
  }, [brand]);

  let body;
  if (approval.isPending) body = <StatusIndicator type="loading">{LOADING}</StatusIndicator>;
  else if (approval.isError) {
    const closed = approval.error instanceof ApiError && [400, 404, 410].includes(approval.error.status);
    body = (
      <>
        <h1>{closed ? CLOSED : FAILED}</h1>
        <Alert type={closed ? 'warning' : 'error'} data-testid="approval-closed">
          {errorMessage(approval.error)}
        </Alert>
      </>
    );
  } else {
    const { ownerName, clientName, expiresAt, posts } = approval.data;
    body = (
      <>
        <h1>{title(ownerName)}</h1>
        <Box>{lead(clientName, posts.length)}</Box>
        <Box color="text-body-secondary" variant="small">
          {until(expiresAt, browserZone)}
        </Box>
        {posts.length === 0 ? <Box>{NONE}</Box> : posts.map((post) => <ClientPostCard key={post.postId} token={token} post={post} />)}
      </>
    );
  }
  return (
    <main className="markk-approval">
      <SpaceBetween size="l">
        {brand && <PortalHeader brand={brand} />}
        {body}
      </SpaceBetween>
    </main>
  );
}
