// A conversation opened by its address while its expert is not known yet: "Loading
// conversation…", or why it could not be read (not found, or another failure with Retry).
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { THREAD_NOT_FOUND } from '#contracts/chat';
import { errorMessage } from '../../app/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { LOADING_CONVERSATION } from './ChatBox.tsx';
import { NEW_CHAT } from './ChatHistory.tsx';
import Header from '@cloudscape-design/components/header';

export const NOT_FOUND = THREAD_NOT_FOUND;
const NOT_FOUND_TEXT = 'It may have been deleted. Pick an expert to start a new conversation.';
export const LOAD_FAILED = 'Could not load the conversation';
const BACK_TO_EXPERTS = 'Back to experts';
export const RETRY = 'Retry';

type Read = { isError: boolean; error: unknown; refetch: () => unknown };

/** Before the conversation's expert is known: loading, or why the conversation could not be read. */
export function OpenedThreadStatus({ thread, onBack }: { thread: Read; onBack: () => void }) {
  const notFound = thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400);
  return (
    <Container data-testid="chat-box">
      {thread.isError ? (
        <SpaceBetween size="s">
          <Box variant="h2" fontSize="heading-m">
            {notFound ? NOT_FOUND : LOAD_FAILED}
          </Box>
          <Box>{notFound ? NOT_FOUND_TEXT : errorMessage(thread.error)}</Box>
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={onBack}>{BACK_TO_EXPERTS}</Button>
            {!notFound && <Button onClick={() => void thread.refetch()}>{RETRY}</Button>}
          </SpaceBetween>
        </SpaceBetween>
      ) : (
        <StatusIndicator type="loading">{LOADING_CONVERSATION}</StatusIndicator>
      )}
    </Container>
  );
}

/** The chat box's place when an opened conversation could not be read: start a new chat, or Retry. */
export function ThreadLoadFailed({ thread, onNewChat }: { thread: Read; onNewChat: () => void }) {
  return (
    <Container
      header={<Header variant="h2">{thread.error instanceof ApiError && thread.error.status === 404 ? NOT_FOUND : LOAD_FAILED}</Header>}
      data-testid="chat-box"
    >
      <SpaceBetween size="s">
        <Box>{errorMessage(thread.error)}</Box>
        <SpaceBetween size="xs" direction="horizontal">
          <Button onClick={onNewChat}>{NEW_CHAT}</Button>
          <Button onClick={() => void thread.refetch()}>{RETRY}</Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
