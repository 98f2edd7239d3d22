// "Send for approval": the scheduled posts of the range shown, each with a checkbox (all ticked
// at first), the client's name and e-mail (checked with the contract's schemas), and Send: one
// request per click; the client gets the link by e-mail. Or a whole campaign: every post of it
// that is still scheduled, whatever its date.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { APPROVAL_MAX_POSTS } from '#contracts/approvals';
import type { CalendarQuery } from '#contracts/publishing';
import { errorMessage } from '../../../app/errors.ts';
import { SEND_FOR_APPROVAL, useApprovalSender } from '../../../components/approvals/use-approval-sender.tsx';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { captionStart, shownLocalTime, whenLabel } from '../../../lib/publishing.ts';
import { useCalendar } from '../../../queries/publishing.ts';
import { useCampaigns } from '../../../queries/campaigns.ts';

export { SEND_FOR_APPROVAL };
const SEND = 'Send';
const LOADING = 'Loading scheduled posts…';
const NONE = 'No scheduled posts in this range.';
const LOAD_FAILED = 'Could not load the posts';
const POSTS = 'Posts to approve';
const WHAT = 'What to send';
const TICKED = 'The posts ticked below';
const wholeCampaign = (name: string) => `Every scheduled post of ${name}`;
const CAMPAIGN_HINT = 'Every post of the campaign that is still scheduled, on any date, goes in the link.';

type Props = { range: Pick<CalendarQuery, 'from' | 'to'>; timeZone: string; onClose: () => void };

export function SendForApprovalDialog({ range, timeZone, onClose }: Props) {
  const scheduled = useCalendar({ from: range.from, to: range.to, status: 'scheduled' });
  const sender = useApprovalSender(onClose);
  const campaigns = useCampaigns();
  const [campaignId, setCampaignId] = useState('');
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const posts = (scheduled.data ?? []).filter((post) => post.status === 'scheduled').slice(0, APPROVAL_MAX_POSTS);
  const chosen = posts.filter((post) => !unticked.has(post.id)).map((post) => post.id);

  function submit() {
    if (chosen.length === 0 && !campaignId) return;
    void sender.send(campaignId ? { postIds: [], campaignId } : { postIds: chosen });
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
      busy={sender.busy}
      submitText={SEND}
      canSubmit={chosen.length > 0 || campaignId !== ''}
      onSubmit={submit}
      onDismiss={onClose}
      submitTestId="send-for-approval-submit"
    >
      <SpaceBetween size="m">
        {sender.fields}
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
        {sender.error}
      </SpaceBetween>
    </FormDialog>
  );
}
