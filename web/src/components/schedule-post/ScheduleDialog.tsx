// The Schedule dialog, opened from a draft post (Content, a draft's page, the package after
// Approve & Publish) and by "Add to queue" on the calendar: the accounts to post to, when
// (the next free queue slot or a date and time in the publishing time zone), the caption, and
// a preview per chosen account with its network's character count. What would stop a network
// taking the post is named before saving and blocks Schedule. One request id per click, so a
// double click or a retried request schedules one post.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ConnectedAccountView } from '#contracts/connected-accounts';
import type { NetworkInfo, PostWhen, ScheduledPostView } from '#contracts/publishing';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { newRequestId } from '../../lib/request-id.ts';
import {
  accountStateView,
  captionCountText,
  captionLength,
  captionProblems,
  normalizedCaption,
  pickedLocalTime,
  publishingTimeZone,
  scheduledMessage,
  whenLabel,
} from '../../lib/publishing.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { localDateTimeAt } from '../../lib/zoned-time.ts';
import { useConnections, usePublishingSettings, useSchedulePost } from '../../queries/publishing.ts';
import { FormDialog } from '../dialogs/FormDialog.tsx';
import { ImageField } from './ImageField.tsx';
import { CampaignSelect } from '../campaigns/CampaignSelect.tsx';
import { NetworkIcon } from './NetworkIcon.tsx';
import { WhenFields } from './WhenFields.tsx';
import { appHref } from '../../app/workspace.ts';

const HEADER = 'Schedule post';
const SUBMIT = 'Schedule';
const SUBMITTING = 'Scheduling…';
const ACCOUNTS_LABEL = 'Accounts';
const ACCOUNTS_HINT = 'Where this post goes out.';
const NO_ACCOUNTS = 'No accounts connected yet.';
const CONNECT_ACCOUNT = 'Connect an account';
const WHEN_LABEL = 'When';
const NEXT_SLOT = 'Next free slot';
const nextSlotAt = (local: string) => `${whenLabel(local)} (from your posting schedule)`;
const NO_FREE_SLOT = 'Your posting schedule has no free slot. Add queue times in Connected accounts, or pick a date and time.';
const PICK = 'Pick a date and time';
const CAPTION_LABEL = 'Caption';
const TRACKED_LINKS = 'Each web address goes out as a Markk short link for each account, so Analytics counts its clicks.';
const WEB_ADDRESS = /https?:\/\/\S/i;
const PREVIEW = 'Preview';
const CAMPAIGN_LABEL = 'Campaign (optional)';
const CAMPAIGN_HINT = 'The post counts towards the campaign’s progress and results; its links carry the campaign’s name.';
const NO_CAMPAIGN = 'No campaign';
const PREVIEW_HINT = 'The caption as each account will post it.';
const CHOOSE_ACCOUNTS = 'Choose at least one account to post to.';
const WRITE_CAPTION = 'Write a caption for the post.';
const PROBLEMS = 'Fix these before scheduling';
const LOADING = 'Loading your accounts…';
const LOAD_FAILED = 'Could not load your accounts';
const COULD_NOT_SCHEDULE = 'Could not schedule';
const VIEW_IN_CALENDAR = 'View in calendar';
const previewLabel = (account: ConnectedAccountView, network: string) => `${account.name} on ${network}`;

/** An account that can take new posts: connected, or connected and expiring soon. */
const canPost = (account: ConnectedAccountView) => account.state === 'connected' || account.state === 'expiring';

export type ScheduleDialogProps = {
  /** The caption to start from (a draft's text, or empty for "Add to queue"). */
  caption: string;
  /** The draft the post comes from, if any. */
  itemId?: string | undefined;
  /** The draft's creative studio image, chosen to start with. */
  imageId?: string | null | undefined;
  /** "next" for Add to queue; "at" to start on a date and time. */
  initialWhen?: PostWhen['kind'];
  /** The campaign the post starts in (scheduled from a campaign's page). */
  campaignId?: string | undefined;
  onClose: () => void;
  /** After scheduling, with the post the server made. */
  onScheduled?: (post: ScheduledPostView) => void;
};

/** Mount it to open it (`{open && <ScheduleDialog … />}`): every opening starts from the draft. */
export function ScheduleDialog({
  caption: initialCaption,
  itemId,
  imageId: initialImageId,
  initialWhen = 'next',
  campaignId: initialCampaignId,
  onClose,
  onScheduled,
}: ScheduleDialogProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const connections = useConnections();
  const settings = usePublishingSettings();
  const schedule = useSchedulePost();
  const [caption, setCaption] = useState(initialCaption);
  const [image, setImage] = useState<{ id: string; altText: string } | null>(initialImageId ? { id: initialImageId, altText: '' } : null);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [whenKind, setWhenKind] = useState<PostWhen['kind']>(initialWhen);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [campaignId, setCampaignId] = useState<string | null>(initialCampaignId ?? null);
  const busy = useRef(false);
  // One id per Schedule click, kept while the same post is tried again after a failure (the
  // first try may have reached the server); any edit makes it a new post with a new id.
  const pendingRequestId = useRef<string | null>(null);
  const edited = () => {
    pendingRequestId.current = null;
    setServerError(null);
  };

  const accounts = connections.data?.accounts ?? [];
  const networks = new Map<string, NetworkInfo>((connections.data?.networks ?? []).map((info) => [info.network, info]));
  const postable = accounts.filter(canPost);
  // With one account connected, it is chosen already.
  const chosenIds = chosen ?? (postable.length === 1 ? [postable[0]!.id] : []);
  const chosenAccounts = accounts.filter((account) => chosenIds.includes(account.id));
  const chosenNetworks = chosenAccounts.map((account) => networks.get(account.network)).filter((info): info is NetworkInfo => !!info);
  const problems = captionProblems(caption, chosenNetworks, image !== null);

  const timeZone = publishingTimeZone(settings.data, browserTimeZone());
  const nextFreeSlot = settings.data?.nextFreeSlot ?? null;
  const picked = whenKind === 'at' ? pickedLocalTime(date, time, timeZone, new Date()) : null;
  const whenProblem = whenKind === 'next' ? (settings.data && !nextFreeSlot ? NO_FREE_SLOT : null) : picked && 'problem' in picked ? picked.problem : null;
  const captionEmpty = captionLength(caption) === 0;
  const ready = chosenIds.length > 0 && !captionEmpty && problems.length === 0 && !whenProblem && !!settings.data;

  const toggle = (id: string, checked: boolean) => {
    edited();
    setChosen(checked ? [...chosenIds, id] : chosenIds.filter((current) => current !== id));
  };

  async function submit() {
    setTried(true);
    if (busy.current || !ready) return;
    const when: PostWhen = picked && 'localTime' in picked ? { kind: 'at', localTime: picked.localTime, timeZone } : { kind: 'next' };
    busy.current = true;
    setServerError(null);
    pendingRequestId.current ??= newRequestId();
    try {
      const post = await schedule.mutateAsync({
        requestId: pendingRequestId.current,
        caption: normalizedCaption(caption),
        accountIds: chosenIds,
        when,
        ...(itemId ? { itemId } : {}),
        ...(campaignId ? { campaignId } : {}),
        ...(image ? { imageId: image.id, ...(image.altText ? { altText: image.altText } : {}) } : {}),
      });
      toast({
        title: scheduledMessage(post),
        variant: 'success',
        action: { text: VIEW_IN_CALENDAR, href: `${paths.calendar()}?date=${post.localTime.slice(0, 10)}` },
      });
      pendingRequestId.current = null;
      onScheduled?.(post);
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      busy.current = false;
    }
  }

  const connectLink = (
    <Link
      href={appHref(paths.settings('connections'))}
      onFollow={(event) => {
        event.preventDefault();
        onClose();
        void navigate(paths.settings('connections'));
      }}
    >
      {CONNECT_ACCOUNT}
    </Link>
  );

  let accountsField;
  if (connections.isPending) accountsField = <StatusIndicator type="loading">{LOADING}</StatusIndicator>;
  else if (connections.isError)
    accountsField = (
      <Alert type="error" header={LOAD_FAILED}>
        {errorMessage(connections.error)}
      </Alert>
    );
  else if (accounts.length === 0)
    accountsField = (
      <SpaceBetween size="xxs">
        <Box>{NO_ACCOUNTS}</Box>
        {connectLink}
      </SpaceBetween>
    );
  else
    accountsField = (
      <SpaceBetween size="xs">
        {accounts.map((account) => {
          const label = networks.get(account.network)?.label;
          const state = accountStateView(account);
          return (
            <Checkbox
              key={account.id}
              checked={chosenIds.includes(account.id)}
              disabled={!canPost(account) || schedule.isPending}
              onChange={({ detail }) => toggle(account.id, detail.checked)}
              description={canPost(account) ? label : `${label ?? account.network}: ${state.text}${state.reason ? `. ${state.reason}` : ''}`}
            >
              <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
                <NetworkIcon network={account.network} label={label} decorative />
                <span>{account.name}</span>
              </SpaceBetween>
            </Checkbox>
          );
        })}
      </SpaceBetween>
    );

  return (
    <FormDialog
      visible
      header={HEADER}
      size="large"
      busy={schedule.isPending}
      submitText={SUBMIT}
      busyText={SUBMITTING}
      canSubmit={ready}
      onSubmit={() => void submit()}
      onDismiss={onClose}
      submitTestId="schedule-submit"
    >
      <FormField
        label={ACCOUNTS_LABEL}
        description={ACCOUNTS_HINT}
        errorText={tried && chosenIds.length === 0 && accounts.length > 0 ? CHOOSE_ACCOUNTS : undefined}
        stretch
      >
        {accountsField}
      </FormField>
      <FormField label={WHEN_LABEL} stretch errorText={tried || whenKind === 'next' ? (whenProblem ?? undefined) : undefined}>
        {settings.isPending ? (
          <Spinner />
        ) : (
          <SpaceBetween size="s">
            <RadioGroup
              value={whenKind}
              onChange={({ detail }) => {
                edited();
                setWhenKind(detail.value as PostWhen['kind']);
                if (detail.value === 'at' && !date) {
                  // Start from the next free slot, or tomorrow at 09:00, where the user can adjust it.
                  const start = nextFreeSlot ?? `${localDateTimeAt(new Date(Date.now() + 86_400_000), timeZone).slice(0, 10)}T09:00`;
                  setDate(start.slice(0, 10));
                  setTime(start.slice(11, 16));
                }
              }}
              items={[
                { value: 'next', label: NEXT_SLOT, description: nextFreeSlot ? nextSlotAt(nextFreeSlot) : NO_FREE_SLOT },
                { value: 'at', label: PICK },
              ]}
            />
            {whenKind === 'at' && (
              <WhenFields
                date={date}
                time={time}
                timeZone={timeZone}
                onDate={(value) => {
                  edited();
                  setDate(value);
                }}
                onTime={(value) => {
                  edited();
                  setTime(value);
                }}
                errorText={picked && 'problem' in picked ? picked.problem : undefined}
                disabled={schedule.isPending}
              />
            )}
          </SpaceBetween>
        )}
      </FormField>
      <CampaignSelect
        label={CAMPAIGN_LABEL}
        description={CAMPAIGN_HINT}
        noneLabel={NO_CAMPAIGN}
        value={campaignId}
        onChange={(value) => {
          edited();
          setCampaignId(value);
        }}
        disabled={schedule.isPending}
      />
      <FormField
        label={CAPTION_LABEL}
        stretch
        errorText={tried && captionEmpty ? WRITE_CAPTION : undefined}
        constraintText={WEB_ADDRESS.test(caption) ? TRACKED_LINKS : undefined}
      >
        <Textarea
          value={caption}
          rows={6}
          onChange={({ detail }) => {
            edited();
            setCaption(detail.value);
          }}
          disabled={schedule.isPending}
        />
      </FormField>
      <ImageField
        imageId={image?.id ?? null}
        itemId={itemId}
        disabled={schedule.isPending}
        onLeave={onClose}
        onChange={(chosen) => {
          edited();
          setImage(chosen ? { id: chosen.id, altText: chosen.altText } : null);
        }}
      />
      {chosenAccounts.length > 0 && (
        <section aria-label={PREVIEW}>
          <SpaceBetween size="s">
            <Header variant="h3" description={PREVIEW_HINT}>
              {PREVIEW}
            </Header>
            {chosenAccounts.map((account) => {
              const info = networks.get(account.network);
              const label = info?.label ?? account.network;
              const over = !!info && captionLength(caption) > info.captionLimit;
              return (
                <Container
                  key={account.id}
                  header={
                    <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
                      <NetworkIcon network={account.network} label={label} />
                      <Box variant="h4" tagOverride="h4">
                        {previewLabel(account, label)}
                      </Box>
                    </SpaceBetween>
                  }
                >
                  <SpaceBetween size="xs">
                    <Box>
                      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{normalizedCaption(caption)}</span>
                    </Box>
                    {info && <StatusIndicator type={over ? 'error' : 'success'}>{captionCountText(caption, info.captionLimit)}</StatusIndicator>}
                  </SpaceBetween>
                </Container>
              );
            })}
          </SpaceBetween>
        </section>
      )}
      {problems.length > 0 && (
        <Alert type="warning" header={PROBLEMS}>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {serverError && (
        <Alert type="error" header={COULD_NOT_SCHEDULE}>
          {serverError}
        </Alert>
      )}
    </FormDialog>
  );
}
