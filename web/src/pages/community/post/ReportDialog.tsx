// Reporting a post to the moderators: why (required, up to 500 characters); a user reports a post once.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { REPORT_REASON_MAX } from '#contracts/community';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { useReportPost } from '../../../queries/community.ts';
import { CANCEL, ERROR, REPORT_DIALOG, REPORT_REASON, REPORT_SEND, REPORT_SENT, SUCCESS } from '../community-messages.ts';

/** Report: why (required, up to 500 characters); a user reports a post once. */
export function ReportDialog({ postId, visible, onDismiss }: { postId: string; visible: boolean; onDismiss: () => void }) {
  const { toast } = useToast();
  const report = useReportPost(postId);
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > REPORT_REASON_MAX;
  const canSend = reason.trim() !== '' && !tooLong && !report.isPending;

  function send() {
    if (!canSend) return;
    report.mutate(reason.trim(), {
      onSuccess: () => {
        setReason('');
        onDismiss();
        toast({ title: SUCCESS, description: REPORT_SENT, variant: 'success' });
      },
      onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Modal
      visible={visible}
      header={REPORT_DIALOG}
      onDismiss={() => {
        if (!report.isPending) onDismiss();
      }}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={onDismiss} disabled={report.isPending}>
              {CANCEL}
            </Button>
            <Button variant="primary" onClick={send} disabled={!canSend} loading={report.isPending}>
              {REPORT_SEND}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label={REPORT_REASON} errorText={tooLong ? `Keep the reason to ${REPORT_REASON_MAX} characters or fewer.` : undefined} stretch>
        <Textarea value={reason} rows={3} onChange={({ detail }) => setReason(detail.value)} invalid={tooLong} />
      </FormField>
    </Modal>
  );
}
