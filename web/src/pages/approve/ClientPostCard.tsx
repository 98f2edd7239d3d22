// One post on the client's approval page, as it will go out: caption, image, network(s) and time
// in the owner's publishing time zone (a draft: its title, words, image and the network it was
// written for, not scheduled yet); the decisions made on it, and Approve, Request changes
// (a comment needed) and Comment. A post that changed since the last decision asks for a new one.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import * as z from 'zod';
import { APPROVAL_COMMENT_MAX, type ClientPostView, type Decision } from '#contracts/approvals';
import { errorMessage } from '../../app/errors.ts';
import { NetworkIcon } from '../../components/schedule-post/NetworkIcon.tsx';
import { NETWORK_LABELS, whenLabel } from '../../lib/publishing.ts';
import { useDecide } from '../../queries/approvals.ts';
import { clientDecisionText } from './decision-text.ts';

const APPROVE = 'Approve';
const REQUEST_CHANGES = 'Request changes';
const COMMENT = 'Comment';
const SEND = 'Send';
const CANCEL = 'Cancel';
const CHANGES_LABEL = 'What should change?';
const COMMENT_LABEL = 'Your comment';
const CHANGED = 'This post changed after your last decision. Please look at it again and decide on this version.';
const GONE = 'This post has gone out or can no longer be changed.';
const COULD_NOT_SAVE = 'Could not save your decision';
const DECISIONS = 'Your decisions';
const postHeading = (when: string) => `Post for ${when}`;
const draftHeading = (title: string | null) => (title ? `Draft: ${title}` : 'Draft post');
const NOT_SCHEDULED = 'Not scheduled yet';
const writtenFor = (platform: string) => `Written for ${platform}`;

const CommentText = z
  .string()
  .trim()
  .min(1, 'Write a comment first.')
  .max(APPROVAL_COMMENT_MAX, `A comment can be up to ${APPROVAL_COMMENT_MAX.toLocaleString('en-GB')} characters.`);

export function ClientPostCard({ token, post }: { token: string; post: ClientPostView }) {
  const decide = useDecide(token);
  const [writing, setWriting] = useState<'changes' | 'comment' | null>(null);
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const when = post.localTime ? whenLabel(post.localTime) : null;
  // Decisions on a draft read in the client's own time zone.
  const timeZone = post.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  function send(decision: Decision, text?: string) {
    setServerError(null);
    decide.mutate(
      { postId: post.postId, decision, ...(text ? { comment: text } : {}) },
      {
        onSuccess: () => {
          setWriting(null);
          setComment('');
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  }

  function sendComment() {
    const parsed = CommentText.safeParse(comment);
    if (!parsed.success) {
      setFieldError(writing === 'changes' ? 'Say what should change.' : parsed.error.issues[0]!.message);
      return;
    }
    setFieldError(null);
    send(writing!, parsed.data);
  }

  return (
    <Container header={<Header variant="h2">{when ? postHeading(when) : draftHeading(post.title)}</Header>} data-testid="approval-post">
      <SpaceBetween size="m">
        <Box color="text-body-secondary">
          {when ? `${when} (${post.timeZone})` : [NOT_SCHEDULED, ...(post.platform ? [writtenFor(post.platform)] : [])].join(' · ')}
        </Box>
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          {post.networks.map((account) => (
            <SpaceBetween key={account.accountId} size="xxs" direction="horizontal" alignItems="center">
              <NetworkIcon network={account.network} label={NETWORK_LABELS[account.network]} />
              <span>{account.accountName}</span>
            </SpaceBetween>
          ))}
        </SpaceBetween>
        <Box>
          <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.caption}</span>
        </Box>
        {post.imageUrl && <img src={post.imageUrl} alt={post.altText ?? ''} style={{ maxInlineSize: '100%', blockSize: 'auto' }} />}
        {post.changed && <Alert type="warning">{CHANGED}</Alert>}
        {post.decisions.length > 0 && (
          <div>
            <Box variant="awsui-key-label">{DECISIONS}</Box>
            <ul className="markk-approval__decisions">
              {post.decisions.map((decision) => (
                <li key={decision.decidedAt}>{clientDecisionText(decision, timeZone)}</li>
              ))}
            </ul>
          </div>
        )}
        {post.gone ? (
          <Box color="text-body-secondary">{GONE}</Box>
        ) : writing ? (
          <SpaceBetween size="s">
            <FormField label={writing === 'changes' ? CHANGES_LABEL : COMMENT_LABEL} errorText={fieldError ?? undefined}>
              <Textarea value={comment} onChange={({ detail }) => setComment(detail.value)} rows={3} />
            </FormField>
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="primary" loading={decide.isPending} onClick={sendComment}>
                {SEND}
              </Button>
              <Button onClick={() => setWriting(null)}>{CANCEL}</Button>
            </SpaceBetween>
          </SpaceBetween>
        ) : (
          <SpaceBetween size="xs" direction="horizontal">
            <Button variant="primary" loading={decide.isPending} onClick={() => send('approved')}>
              {APPROVE}
            </Button>
            <Button onClick={() => setWriting('changes')}>{REQUEST_CHANGES}</Button>
            <Button onClick={() => setWriting('comment')}>{COMMENT}</Button>
          </SpaceBetween>
        )}
        {serverError && (
          <Alert type="error" header={COULD_NOT_SAVE}>
            {serverError}
          </Alert>
        )}
      </SpaceBetween>
    </Container>
  );
}
