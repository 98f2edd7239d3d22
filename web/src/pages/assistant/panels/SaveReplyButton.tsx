// "Save" under an assistant reply: keeps it in Saved Responses. A reply already saved (now or
// before, matched by its message id) shows "Saved"; the server keeps one item per message, so a
// repeated request adds nothing either.
import Button from '@cloudscape-design/components/button';
import { useRef, useState } from 'react';
import { CHAT_ERROR_FALLBACK } from '#contracts/chat';
import type { PersonaId } from '#contracts/chat-personas';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { useSaveResponse, useSavedResponses } from '../../../queries/chat-saved.ts';

export const SAVE = 'Save';
export const SAVED = 'Saved';
export const SAVE_REPLY_LABEL = 'Save this reply';
export const SAVED_REPLY_LABEL = 'This reply is saved';
export const SAVE_FAILED = 'Could not save the reply';
export const SAVED_TOAST = 'Response saved';
export const SAVED_TOAST_TEXT = 'Find it under Saved Responses.';

type SaveReplyButtonProps = {
  content: string;
  persona: PersonaId;
  threadId?: string | null | undefined;
  messageId?: string | null | undefined;
};

export function SaveReplyButton({ content, persona, threadId, messageId }: SaveReplyButtonProps) {
  const { toast } = useToast();
  const list = useSavedResponses();
  const save = useSaveResponse();
  const [savedHere, setSavedHere] = useState(false);
  const sending = useRef(false);
  const savedBefore = Boolean(messageId && list.data?.saved.some((item) => item.messageId === messageId));
  const saved = savedHere || savedBefore;

  function onSave() {
    if (saved || sending.current || !content.trim()) return;
    sending.current = true;
    save.mutate(
      { content, persona, ...(threadId && messageId ? { thread_id: threadId, message_id: messageId } : threadId ? { thread_id: threadId } : {}) },
      {
        onSuccess: () => {
          setSavedHere(true);
          toast({ title: SAVED_TOAST, description: SAVED_TOAST_TEXT, variant: 'success' });
        },
        onError: (error) => toast({ title: SAVE_FAILED, description: errorMessage(error, CHAT_ERROR_FALLBACK), variant: 'destructive' }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  return (
    <Button
      variant="inline-link"
      iconName={saved ? 'star-filled' : 'star'}
      ariaLabel={saved ? SAVED_REPLY_LABEL : SAVE_REPLY_LABEL}
      disabled={saved}
      loading={save.isPending}
      onClick={onSave}
    >
      {saved ? SAVED : SAVE}
    </Button>
  );
}
