// Edit and Reschedule of a post that is still scheduled: Reschedule changes its date and time
// only (the keyboard's way to move a post); Edit also its caption and accounts, with the same
// per-network checks as the Schedule dialog. The server's refusal shows in the dialog.
import Alert from '@cloudscape-design/components/alert';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useRef, useState } from 'react';
import type { ConnectionsResponse, NetworkInfo, ScheduledPostView, UpdatePostBody } from '#contracts/publishing';
import { CampaignSelect } from '../../../components/campaigns/CampaignSelect.tsx';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { NetworkIcon } from '../../../components/schedule-post/NetworkIcon.tsx';
import { WhenFields } from '../../../components/schedule-post/WhenFields.tsx';
import { captionCountText, captionLength, captionProblems, normalizedCaption, pickedLocalTime, shownLocalTime, whenLabel } from '../../../lib/publishing.ts';
import { useUpdatePost } from '../../../queries/publishing.ts';

const EDIT_HEADER = 'Edit post';
const RESCHEDULE_HEADER = 'Reschedule post';
const SAVE = 'Save';
const RESCHEDULE = 'Reschedule';
const CAPTION = 'Caption';
const CAMPAIGN = 'Campaign (optional)';
const CAMPAIGN_HINT = 'Move the post into another campaign, or out of one.';
const NO_CAMPAIGN = 'No campaign';
const ACCOUNTS = 'Accounts';
const CHOOSE_ACCOUNTS = 'Choose at least one account to post to.';
const WRITE_CAPTION = 'Write a caption for the post.';
const PROBLEMS = 'Fix these before saving';
const COULD_NOT_SAVE = 'Could not save the post';
const rescheduled = (local: string) => `Rescheduled for ${whenLabel(local)}`;
const SAVED = 'Post saved';

type EditPostDialogProps = {
  post: ScheduledPostView;
  mode: 'edit' | 'reschedule';
  timeZone: string;
  connections: ConnectionsResponse | undefined;
  onClose: () => void;
};

export function EditPostDialog({ post, mode, timeZone, connections, onClose }: EditPostDialogProps) {
  const { toast } = useToast();
  const update = useUpdatePost();
  const initialLocal = shownLocalTime(post, timeZone);
  const [date, setDate] = useState(initialLocal.slice(0, 10));
  const [time, setTime] = useState(initialLocal.slice(11, 16));
  const [caption, setCaption] = useState(post.caption);
  const [accountIds, setAccountIds] = useState(post.targets.map((target) => target.accountId));
  const [campaignId, setCampaignId] = useState<string | null>(post.campaignId);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = useRef(false);

  const networks = new Map<string, NetworkInfo>((connections?.networks ?? []).map((info) => [info.network, info]));
  // The post's own accounts, and every account that can take posts now.
  const accounts = [
    ...post.targets.map((target) => ({ id: target.accountId, name: target.accountName, network: target.network })),
    ...(connections?.accounts ?? [])
      .filter((account) => (account.state === 'connected' || account.state === 'expiring') && !post.targets.some((t) => t.accountId === account.id))
      .map((account) => ({ id: account.id, name: account.name, network: account.network })),
  ];
  const chosen = accounts.filter((account) => accountIds.includes(account.id));
  const problems =
    mode === 'edit'
      ? captionProblems(
          caption,
          chosen.map((account) => networks.get(account.network)).filter((info): info is NetworkInfo => !!info),
        )
      : [];

  const picked = pickedLocalTime(date, time, timeZone, new Date());
  // An unchanged time is no problem when only the caption or accounts change, even if it is close.
  const fieldsChanged = `${date}T${time}` !== initialLocal;
  const timeChanged = fieldsChanged && 'localTime' in picked;
  const captionChanged = normalizedCaption(caption) !== normalizedCaption(post.caption);
  const accountsChanged = accountIds.length !== post.targets.length || post.targets.some((target) => !accountIds.includes(target.accountId));
  const campaignChanged = campaignId !== post.campaignId;
  const valid = !fieldsChanged || 'localTime' in picked;
  const canSubmit =
    (mode === 'reschedule' ? timeChanged : timeChanged || captionChanged || accountsChanged || campaignChanged) &&
    valid &&
    problems.length === 0 &&
    accountIds.length > 0 &&
    captionLength(caption) > 0;

  async function submit() {
    if (busy.current || !canSubmit) return;
    const body: UpdatePostBody = {};
    if (timeChanged && 'localTime' in picked) body.when = { kind: 'at', localTime: picked.localTime, timeZone };
    if (mode === 'edit' && captionChanged) body.caption = normalizedCaption(caption);
    if (mode === 'edit' && accountsChanged) body.accountIds = accountIds;
    if (mode === 'edit' && campaignChanged) body.campaignId = campaignId;
    busy.current = true;
    setServerError(null);
    try {
      const saved = await update.mutateAsync({ postId: post.id, update: body });
      toast({ title: body.when ? rescheduled(saved.localTime) : SAVED, variant: 'success' });
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      busy.current = false;
    }
  }

  return (
    <FormDialog
      visible
      header={mode === 'edit' ? EDIT_HEADER : RESCHEDULE_HEADER}
      size={mode === 'edit' ? 'large' : 'medium'}
      busy={update.isPending}
      submitText={mode === 'edit' ? SAVE : RESCHEDULE}
      canSubmit={canSubmit}
      onSubmit={() => void submit()}
      onDismiss={onClose}
    >
      <WhenFields
        date={date}
        time={time}
        timeZone={timeZone}
        onDate={setDate}
        onTime={setTime}
        errorText={fieldsChanged && 'problem' in picked ? picked.problem : undefined}
        disabled={update.isPending}
      />
      {mode === 'edit' && (
        <>
          <FormField label={ACCOUNTS} errorText={accountIds.length === 0 ? CHOOSE_ACCOUNTS : undefined} stretch>
            <SpaceBetween size="xs">
              {accounts.map((account) => (
                <Checkbox
                  key={account.id}
                  checked={accountIds.includes(account.id)}
                  onChange={({ detail }) => setAccountIds((ids) => (detail.checked ? [...ids, account.id] : ids.filter((id) => id !== account.id)))}
                  description={networks.get(account.network)?.label}
                  disabled={update.isPending}
                >
                  <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
                    <NetworkIcon network={account.network} decorative />
                    <span>{account.name}</span>
                  </SpaceBetween>
                </Checkbox>
              ))}
            </SpaceBetween>
          </FormField>
          <FormField label={CAPTION} errorText={captionLength(caption) === 0 ? WRITE_CAPTION : undefined} stretch>
            <SpaceBetween size="xs">
              <Textarea value={caption} rows={6} onChange={({ detail }) => setCaption(detail.value)} disabled={update.isPending} />
              <SpaceBetween size="s" direction="horizontal">
                {[...new Set(chosen.map((account) => account.network))].map((network) => {
                  const info = networks.get(network);
                  if (!info) return null;
                  return (
                    <StatusIndicator key={network} type={captionLength(caption) > info.captionLimit ? 'error' : 'success'}>
                      {`${info.label}: ${captionCountText(caption, info.captionLimit)}`}
                    </StatusIndicator>
                  );
                })}
              </SpaceBetween>
            </SpaceBetween>
          </FormField>
          <CampaignSelect
            label={CAMPAIGN}
            description={CAMPAIGN_HINT}
            noneLabel={NO_CAMPAIGN}
            value={campaignId}
            onChange={setCampaignId}
            disabled={update.isPending}
          />
          {problems.length > 0 && (
            <Alert type="warning" header={PROBLEMS}>
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Alert>
          )}
        </>
      )}
      {serverError && (
        <Alert type="error" header={COULD_NOT_SAVE}>
          {serverError}
        </Alert>
      )}
    </FormDialog>
  );
}
