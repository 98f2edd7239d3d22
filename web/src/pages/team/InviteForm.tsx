// The invite form (spec 02 §2.9, §5 Team invite): Email and Role (member by default, or admin);
// "Send invitation" only for owners and admins with a team and an e-mail, and not while
// sending. A sent invitation offers its backup link; a plan that allows no more members says
// so with an Upgrade link to /pricing.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { InviteEmail, type InviteRole, type TeamRole } from '#contracts/team';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { UPGRADE } from '../../app/toast/toast-state.ts';
import { UpgradeButton } from '../../components/common/upgrade.tsx';
import { useSendTeamInvite } from '../../queries/team.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { INVITATION_SENT, INVITE_FAILED, ROLE_LABELS, SOMETHING_WENT_WRONG, canManage, canSendInvite, specToast } from './team-messages.ts';
import './team.css';

const TITLE = 'Invite a team member';
const description = (teamName: string) => `Invite people to ${teamName} by e-mail. They get a link to join.`;
const MANAGERS_ONLY = 'Only the team owner and admins can send invitations.';
const EMAIL = 'Email';
const EMAIL_PLACEHOLDER = 'colleague@example.com';
const ROLE = 'Role';
const SEND = 'Send invitation';
const sentText = (email: string, teamName: string) => `We e-mailed ${email} a link to join ${teamName}.`;
const sentHeader = (email: string) => `Invitation sent to ${email}`;
const BACKUP_TEXT = 'If the e-mail does not arrive, send them this backup link:';
const COPY_BACKUP = 'Copy backup link';
const UPGRADE_HEADER = 'Upgrade to invite your team';

const ROLE_OPTIONS: SelectProps.Option[] = (['member', 'admin'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

type InviteFormProps = { teamName: string; myRole: TeamRole | null; hasTeam: boolean };

export function InviteForm({ teamName, myRole, hasTeam }: InviteFormProps) {
  const { toast } = useToast();
  const send = useSendTeamInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sent, setSent] = useState<{ email: string; url: string } | null>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const sending = send.isPending;
  const enabled = canSendInvite({ hasTeam, role: myRole, email, sending });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!enabled) return;
    const parsed = InviteEmail.safeParse(email);
    if (!parsed.success) {
      const message = specToast(parsed.error.issues[0]?.message ?? SOMETHING_WENT_WRONG);
      setEmailError(message.description ?? message.title);
      toast({ ...message, variant: 'destructive' });
      return;
    }
    setEmailError(undefined);
    setUpgrade(null);
    send.mutate(
      { email: parsed.data, role },
      {
        onSuccess: (result) => {
          setSent({ email: result.invitation.email, url: result.inviteUrl });
          setEmail('');
          setRole('member');
          toast({ title: INVITATION_SENT, description: sentText(result.invitation.email, teamName), variant: 'success' });
        },
        onError: (error) => {
          const message = errorMessage(error, SOMETHING_WENT_WRONG);
          if (error instanceof ApiError && error.status === 402) {
            setUpgrade(message);
            toast({ title: INVITE_FAILED, description: message, variant: 'destructive', action: { text: UPGRADE, href: paths.pricing() } });
            return;
          }
          toast({ title: INVITE_FAILED, description: message, variant: 'destructive' });
        },
      },
    );
  }

  const manager = canManage(myRole);
  return (
    <Container
      data-testid="team-invite"
      header={
        <Header variant="h2" description={manager ? description(teamName) : MANAGERS_ONLY}>
          {TITLE}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <form onSubmit={onSubmit} noValidate>
          <SpaceBetween size="s">
            <FormField label={EMAIL} errorText={emailError} stretch>
              <Input
                type="email"
                name="teamInviteEmail"
                inputMode="email"
                autoComplete="off"
                placeholder={EMAIL_PLACEHOLDER}
                value={email}
                disabled={!manager}
                onChange={({ detail }) => {
                  setEmail(detail.value);
                  setEmailError(undefined);
                }}
              />
            </FormField>
            <FormField label={ROLE}>
              <Select
                selectedOption={ROLE_OPTIONS.find((option) => option.value === role) ?? null}
                options={ROLE_OPTIONS}
                disabled={!manager}
                onChange={({ detail }) => setRole(detail.selectedOption.value === 'admin' ? 'admin' : 'member')}
              />
            </FormField>
            <Button variant="primary" formAction="submit" loading={sending} disabled={!enabled}>
              {SEND}
            </Button>
          </SpaceBetween>
        </form>
        {upgrade && (
          <Alert type="warning" header={UPGRADE_HEADER} data-testid="team-upgrade" action={<UpgradeButton />}>
            {upgrade}
          </Alert>
        )}
        {sent && (
          <Alert
            type="success"
            header={sentHeader(sent.email)}
            dismissible
            onDismiss={() => setSent(null)}
            action={<CopyLinkButton url={sent.url} label={COPY_BACKUP} />}
          >
            <SpaceBetween size="xxs">
              <span>{BACKUP_TEXT}</span>
              <Box variant="code" data-testid="team-backup-link">
                <span className="markk-team-wrap">{sent.url}</span>
              </Box>
            </SpaceBetween>
          </Alert>
        )}
      </SpaceBetween>
    </Container>
  );
}
