// A task's comments (in place of the spec's "Comments will be available soon"): everyone who
// sees the project reads and writes them, oldest first; each person deletes their own.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { colorBorderDividerDefault } from '@cloudscape-design/design-tokens';
import { useState } from 'react';
import { COMMENT_MAX } from '#contracts/tasks';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { LoadError } from '../../../components/common/states.tsx';
import { useAddTaskComment, useRemoveTaskComment, useTaskComments } from '../../../queries/tasks.ts';
import { fullDateTime, relativeTime } from '../../../lib/format.ts';

const HEADING = 'Comments';
const LOADING = 'Loading comments...';
const LOAD_FAILED = 'Failed to load comments';
const EMPTY = 'No comments yet. Start the conversation.';
const NEW_LABEL = 'Add a comment';
const PLACEHOLDER = 'Write a comment...';
const POST = 'Post Comment';
const POSTING = 'Posting...';
const DELETE = 'Delete';
const deleteLabel = (author: string) => `Delete your comment from ${author}`;
const ERROR = 'Error';
const ADD_FAILED = 'Failed to add comment';
const DELETE_FAILED = 'Failed to delete comment';
const TOO_LONG = `A comment can be at most ${COMMENT_MAX.toLocaleString('en')} characters.`;

export function TaskComments({ projectId, taskId }: { projectId: string; taskId: string }) {
  const { toast } = useToast();
  const comments = useTaskComments(projectId, taskId);
  const add = useAddTaskComment(projectId, taskId);
  const remove = useRemoveTaskComment(projectId, taskId);
  const [body, setBody] = useState('');
  const tooLong = body.trim().length > COMMENT_MAX;

  function post() {
    const text = body.trim();
    if (!text || tooLong || add.isPending) return;
    add.mutate(text, {
      onSuccess: () => setBody(''),
      onError: (error) => toast({ title: ERROR, description: `${ADD_FAILED}: ${errorMessage(error)}`, variant: 'destructive' }),
    });
  }

  function del(commentId: string) {
    remove.mutate(commentId, {
      onError: (error) => toast({ title: ERROR, description: `${DELETE_FAILED}: ${errorMessage(error)}`, variant: 'destructive' }),
    });
  }

  const count = comments.data?.comments.length;
  return (
    <Container
      header={
        <Header variant="h2" counter={count === undefined ? undefined : `(${count})`}>
          {HEADING}
        </Header>
      }
      data-testid="task-comments"
    >
      <SpaceBetween size="l">
        {comments.isPending ? (
          <Box color="text-body-secondary">
            <Spinner /> {LOADING}
          </Box>
        ) : comments.isError && !comments.data ? (
          <LoadError header={LOAD_FAILED} message={errorMessage(comments.error)} onRetry={() => void comments.refetch()} retrying={comments.isFetching} />
        ) : comments.data.comments.length === 0 ? (
          <Box color="text-body-secondary">{EMPTY}</Box>
        ) : (
          <ul className="markk-task__comments">
            {comments.data.comments.map((comment) => (
              <li
                key={comment.commentId}
                className="markk-task__comment"
                style={{ borderBlockEnd: `1px solid ${colorBorderDividerDefault}` }}
                data-testid="task-comment"
              >
                <SpaceBetween size="xxs">
                  <div className="markk-task__comment-top">
                    <Box variant="strong">{comment.authorName}</Box>
                    <Box variant="small" color="text-body-secondary">
                      <time dateTime={comment.createdAt} title={fullDateTime(comment.createdAt)}>
                        {relativeTime(comment.createdAt)}
                      </time>
                    </Box>
                    {comment.mine && (
                      <Button variant="inline-link" ariaLabel={deleteLabel(comment.authorName)} onClick={() => del(comment.commentId)}>
                        {DELETE}
                      </Button>
                    )}
                  </div>
                  <div className="markk-task__text">{comment.body}</div>
                </SpaceBetween>
              </li>
            ))}
          </ul>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            post();
          }}
        >
          <SpaceBetween size="s">
            <FormField label={NEW_LABEL} errorText={tooLong ? TOO_LONG : undefined} stretch>
              <Textarea value={body} placeholder={PLACEHOLDER} rows={3} onChange={({ detail }) => setBody(detail.value)} invalid={tooLong} />
            </FormField>
            <Button formAction="submit" disabled={!body.trim() || tooLong} loading={add.isPending} loadingText={POSTING}>
              {POST}
            </Button>
          </SpaceBetween>
        </form>
      </SpaceBetween>
    </Container>
  );
}
