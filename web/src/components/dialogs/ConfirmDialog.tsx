// A confirmation Modal for the team's irreversible actions (remove, leave, transfer ownership).
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

const CANCEL = 'Cancel';

type ConfirmDialogProps = {
  visible: boolean;
  header: string;
  children: ReactNode;
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ visible, header, children, confirmText, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      visible={visible}
      onDismiss={() => {
        if (!busy) onCancel();
      }}
      header={header}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={onCancel} disabled={busy}>
              {CANCEL}
            </Button>
            <Button variant="primary" onClick={onConfirm} loading={busy}>
              {confirmText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
