// Invite Members: the owner shares the project with members of their team — who then see it
// in their list and work on its tasks — and can take the share back. One switch per member.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { EmptyState, LoadError } from '../../../components/common/states.tsx';
import { useProjectShares, useSetProjectShare } from '../../../queries/projects.ts';
import { appHref } from '../../../app/workspace.ts';

const HEADER = 'Invite Members';
const DESCRIPTION = 'Members of your team you share this project with see it in their projects and work on its tasks.';
const LOADING = 'Loading your team…';
const LOAD_FAILED = 'Could not load your team';
const NO_MEMBERS = 'No team members yet';
const NO_MEMBERS_HINT = 'Invite people to your team first; then share this project with them here.';
const TO_TEAM = 'Go to Team Management';
const CLOSE = 'Close';
const SHARED = 'Shared';
const NOT_SHARED = 'Not shared';
const shareLabel = (name: string) => `Share with ${name}`;
const SHARE_FAILED = 'Could not change sharing';
const sharedText = (name: string, shared: boolean) => (shared ? `${name} can now open this project.` : `${name} no longer sees this project.`);
const SHARE_SAVED = 'Sharing updated';

type InviteMembersDialogProps = { projectId: string; visible: boolean; onDismiss: () => void };

export function InviteMembersDialog({ projectId, visible, onDismiss }: InviteMembersDialogProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const shares = useProjectShares(projectId, visible);
  const setShare = useSetProjectShare(projectId);

  function toggle(userId: string, fullName: string, shared: boolean) {
    setShare.mutate(
      { userId, shared },
      {
        onSuccess: () => toast({ title: SHARE_SAVED, description: sharedText(fullName, shared), variant: 'success' }),
        onError: (error) => toast({ title: SHARE_FAILED, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  let body;
  if (shares.isPending) {
    body = (
      <Box textAlign="center" color="text-body-secondary">
        <Spinner /> {LOADING}
      </Box>
    );
  } else if (shares.isError) {
    body = <LoadError header={LOAD_FAILED} message={errorMessage(shares.error)} onRetry={() => void shares.refetch()} retrying={shares.isFetching} />;
  } else if (shares.data.members.length === 0) {
    body = (
      <EmptyState
        title={NO_MEMBERS}
        description={NO_MEMBERS_HINT}
        action={
          <Link
            href={appHref(paths.team())}
            onFollow={(event) => {
              event.preventDefault();
              void navigate(paths.team());
            }}
          >
            {TO_TEAM}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="markk-share-list" data-testid="share-members">
        {shares.data.members.map((member) => (
          <li key={member.userId} className="markk-share-list__row">
            <span className="markk-projects-wrap">{member.fullName}</span>
            <SpaceBetween size="xs" direction="horizontal" alignItems="center">
              <Box color="text-body-secondary">{member.shared ? SHARED : NOT_SHARED}</Box>
              <Toggle
                checked={member.shared}
                ariaLabel={shareLabel(member.fullName)}
                onChange={({ detail }) => toggle(member.userId, member.fullName, detail.checked)}
              />
            </SpaceBetween>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      header={HEADER}
      footer={
        <Box float="right">
          <Button onClick={onDismiss}>{CLOSE}</Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box color="text-body-secondary">{DESCRIPTION}</Box>
        {body}
      </SpaceBetween>
    </Modal>
  );
}
