// The projects area's form dialogs (New Project, Add Task, Project Settings): a modal whose
// footer holds Cancel and the primary action, and whose form submits on Enter. While `busy`
// the dialog cannot be dismissed and the primary button shows its loading state.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

const CANCEL = 'Cancel';

export interface FormDialogProps {
  visible: boolean;
  header: string;
  busy: boolean;
  /** The primary button's text, and its text while busy (default: the same). */
  submitText: string;
  busyText?: string;
  /** False while the form cannot be submitted (a required field is empty). */
  canSubmit: boolean;
  onSubmit: () => void;
  onDismiss: () => void;
  submitTestId?: string;
  size?: 'medium' | 'large';
  children: ReactNode;
}

export function FormDialog({ visible, header, busy, submitText, busyText, canSubmit, onSubmit, onDismiss, submitTestId, size, children }: FormDialogProps) {
  const close = () => {
    if (!busy) onDismiss();
  };
  const submit = () => {
    if (canSubmit && !busy) onSubmit();
  };
  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header={header}
      {...(size ? { size } : {})}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={close} disabled={busy}>
              {CANCEL}
            </Button>
            <Button
              variant="primary"
              disabled={!canSubmit || busy}
              loading={busy}
              {...(busyText ? { loadingText: busyText } : {})}
              onClick={submit}
              {...(submitTestId ? { 'data-testid': submitTestId } : {})}
            >
              {busy && busyText ? busyText : submitText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Form>
          <SpaceBetween size="m">{children}</SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
