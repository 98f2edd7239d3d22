// "Send for approval" from Content: the post drafts chosen (on the list, or the one open), the
// client's name and e-mail, and Send. The client sees each draft's words and image, and the
// network it was written for; their decisions show on the draft.
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FormDialog } from '../dialogs/FormDialog.tsx';
import { SEND_FOR_APPROVAL, useApprovalSender } from './use-approval-sender.tsx';

const SEND = 'Send';
const DRAFTS = 'Drafts to approve';

type Props = { drafts: readonly { id: string; title: string }[]; onClose: () => void };

export function SendDraftsForApprovalDialog({ drafts, onClose }: Props) {
  const sender = useApprovalSender(onClose);
  return (
    <FormDialog
      visible
      header={SEND_FOR_APPROVAL}
      busy={sender.busy}
      submitText={SEND}
      canSubmit={drafts.length > 0}
      onSubmit={() => void sender.send({ postIds: [], itemIds: drafts.map((draft) => draft.id) })}
      onDismiss={onClose}
      submitTestId="send-drafts-for-approval-submit"
    >
      <SpaceBetween size="m">
        {sender.fields}
        <FormField label={DRAFTS}>
          <ul className="markk-approval-drafts">
            {drafts.map((draft) => (
              <li key={draft.id} style={{ overflowWrap: 'anywhere' }}>
                {draft.title}
              </li>
            ))}
          </ul>
        </FormField>
        {sender.error}
      </SpaceBetween>
    </FormDialog>
  );
}
