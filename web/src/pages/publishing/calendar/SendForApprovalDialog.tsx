// "Send for approval": the scheduled posts of the range shown, each with a checkbox (all ticked
// at first), the client's name and e-mail (checked with the contract's schemas), and Send: one
// request per click; the client gets the link by e-mail. Or a whole campaign: every post of it
// that is still scheduled, whatever its date.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useRef, useState } from 'react';
import { APPROVAL_MAX_POSTS, ClientEmail, ClientName } from '#contracts/approvals';
import type { CalendarQuery } from '#contracts/publishing';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { captionStart, shownLocalTime, whenLabel } from '../../../lib/publishing.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { useCreateApproval } from '../../../queries/approvals.ts';
import { useCalendar } from '../../../queries/publishing.ts';
import { useCampaigns } from '../../../queries/campaigns.ts';

export const SEND_FOR_APPROVAL = 'Send for approval';
const SEND = 'Send';
const LOADING = 'Loading scheduled posts…';
const NONE = 'No scheduled posts in this range.';
const LOAD_FAILED = 'Could not load the posts';
const POSTS = 'Posts to approve';
const NAME = "Client's name";
const EMAIL = "Client's e-mail";
const HINT = 'Your client gets a link by e-mail that works for 14 days, without an account.';
const SEND_FAILED = 'Could not send for approval';
const WHAT = 'What to send';
const TICKED = 'The posts ticked below';
const wholeCampaign = (name: string) => `Every scheduled post of ${name}`;
const CAMPAIGN_HINT = 'Every post of the campaign that is still scheduled, on any date, goes in the link.';
const sent = (name: string) => `Sent to ${name} for approval`;
const notMailed = (link: string) => `The e-mail could not be sent just now. Pass this link on yourself: ${link}`;

type Props = { range: Pick<CalendarQuery, 'from' | 'to'>; timeZone: string; onClose: () => void };

export function SendForApprovalDialog({ range, timeZone, onClose }: Props) {
  const { toast } = useToast();
  const scheduled = useCalendar({ from: range.from, to: range.to, status: 'scheduled' });
  const create = useCreateApproval();
  const campaigns = useCampaigns();
  const [campaignId, setCampaignId] = useState('');
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const posts = (scheduled.data ?? []).filter((post) => post.status === 'scheduled').slice(0, APPROVAL_MAX_POSTS);
  const chosen = posts.filter((post) => !unticked.has(post.id)).map((post) => post.id);

  async function submit() {
    if (create.isPending || (chosen.length === 0 && !campaignId)) return;
    const clientName = ClientName.safeParse(name);
    const clientEmail = ClientEmail.safeParse(email);
    setErrors({
      ...(clientName.success ? {} : { name: clientName.error.issues[0]!.message }),
      ...(clientEmail.success ? {} : { email: clientEmail.error.issues[0]!.message }),
    });
    if (!clientName.success || !clientEmail.success) return;
    setServerError(null);
    try {
      const result = await create.mutateAsync({
        requestId: requestId.current,
        clientName: clientName.data,
        clientEmail: clientEmail.data,
        ...(campaignId ? { postIds: [], campaignId } : { postIds: chosen }),
      });
      if (result.emailSent) toast({ title: sent(clientName.data), variant: 'success' });
      else toast({ title: sent(clientName.data), description: notMailed(result.link ?? ''), variant: 'destructive' });
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }

  const whatOptions = [
    { value: '', label: TICKED },
    ...(campaigns.data?.pages[0]?.campaigns ?? []).map((campaign) => ({ value: campaign.id, label: wholeCampaign(campaign.name) })),
  ];

  const toggle = (id: string, checked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (checked) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <FormDialog
      visible
      header={SEND_FOR_APPROVAL}
      busy={create.isPending}
      submitText={SEND}
      canSubmit={chosen.length > 0 || campaignId !== ''}
      onSubmit={() => void submit()}
      onDismiss={onClose}
      submitTestId="send-for-approval-submit"
    >
      <SpaceBetween size="m">
        <Box color="text-body-secondary">{HINT}</Box>
        <FormField label={NAME} errorText={errors.name}>
          <Input value={name} onChange={({ detail }) => setName(detail.value)} ariaRequired />
        </FormField>
        <FormField label={EMAIL} errorText={errors.email}>
          <Input type="email" inputMode="email" value={email} onChange={({ detail }) => setEmail(detail.value)} ariaRequired />
        </FormField>
        <FormField label={WHAT} description={campaignId ? CAMPAIGN_HINT : undefined}>
          <Select
            selectedOption={whatOptions.find((option) => option.value === campaignId) ?? whatOptions[0]!}
            options={whatOptions}
            onChange={({ detail }) => setCampaignId(detail.selectedOption.value ?? '')}
          />
        </FormField>
        {!campaignId && (
          <FormField label={POSTS}>
            {scheduled.isPending ? (
              <StatusIndicator type="loading">{LOADING}</StatusIndicator>
            ) : scheduled.isError ? (
              <Alert type="error" header={LOAD_FAILED}>
                {errorMessage(scheduled.error)}
              </Alert>
            ) : posts.length === 0 ? (
              <Box>{NONE}</Box>
            ) : (
              <SpaceBetween size="xs">
                {posts.map((post) => (
                  <Checkbox key={post.id} checked={!unticked.has(post.id)} onChange={({ detail }) => toggle(post.id, detail.checked)}>
                    {`${whenLabel(shownLocalTime(post, timeZone))}: ${captionStart(post.caption, 60)}`}
                  </Checkbox>
                ))}
              </SpaceBetween>
            )}
          </FormField>
        )}
        {serverError && (
          <Alert type="error" header={SEND_FAILED}>
            {serverError}
          </Alert>
        )}
      </SpaceBetween>
    </FormDialog>
  );
}
