// /campaigns/{campaignId}: one campaign — its goal, dates, where it is in time, networks, budget
// and landing link — with Edit (the same form as a new campaign), Duplicate (a copy opens) and
// Archive or Restore. A campaign that is not the caller's, or an id that is not one, is "not found".
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Campaign } from '#contracts/campaigns';
import { errorMessage } from '../../app/errors.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { MissingPage } from '../../components/common/MissingPage.tsx';
import { LoadError } from '../../components/common/states.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { useCampaign, useDuplicateCampaign, useUpdateCampaign } from '../../queries/campaigns.ts';
import { ScheduleDialog } from '../../components/schedule-post/ScheduleDialog.tsx';
import { CampaignForm, draftOf, type CampaignFields } from './CampaignForm.tsx';
import { AdCopySection } from './AdCopySection.tsx';
import { CampaignDrafts } from './CampaignDrafts.tsx';
import { CampaignImages } from './CampaignImages.tsx';
import { CampaignLinks } from './CampaignLinks.tsx';
import { CampaignProgress } from './CampaignProgress.tsx';
import { budgetText, dateRange, networksText, PHASE_INDICATORS, PHASE_LABELS, useCanRunCampaigns } from './campaign-view.ts';
import { appHref } from '../../app/workspace.ts';

const NOT_FOUND = 'Campaign not found';
const NOT_FOUND_TEXT = 'This campaign does not exist, or it is not one of yours.';
const BACK = 'Back to Campaigns';
const LOAD_FAILED = 'Failed to load the campaign';
const EDIT = 'Edit';
const EDIT_HEADING = 'Edit campaign';
const SAVE = 'Save changes';
const SAVED = 'Campaign saved';
const DUPLICATE = 'Duplicate';
const DUPLICATED = 'Campaign duplicated: you are looking at the copy';
const ARCHIVE = 'Archive';
const ARCHIVED = 'Campaign archived';
const RESTORE = 'Restore';
const RESTORED = 'Campaign restored';
const DETAILS = 'Details';
const NO_LINK = 'No landing link';
const SCHEDULE = 'Schedule a post';
const ON_CALENDAR = 'View on calendar';

/** 404, or 400 for an address that cannot be a campaign id: either way there is no campaign here. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export default function CampaignPage() {
  const routeTitle = useRouteTitle();
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);
  usePageTitle(campaign.data?.name ?? (isMissing(campaign.error) ? NOT_FOUND : routeTitle));
  const follow = useFollow();
  const backLink = (
    <Link href={appHref(paths.campaigns())} onFollow={follow}>
      {BACK}
    </Link>
  );

  if (campaign.isPending) return <PageSpinner />;
  if (!campaign.data && isMissing(campaign.error)) return <MissingPage title={NOT_FOUND} text={NOT_FOUND_TEXT} back={backLink} />;
  if (!campaign.data) {
    return (
      <ContentLayout header={<Header variant="h1">{routeTitle}</Header>}>
        <LoadError header={LOAD_FAILED} message={errorMessage(campaign.error)} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />
      </ContentLayout>
    );
  }
  // Keyed by id: a duplicate opens with its own state, not the source's edit form.
  return <CampaignView key={campaign.data.id} campaign={campaign.data} backLink={backLink} />;
}

function CampaignView({ campaign, backLink }: { campaign: Campaign; backLink: ReactNode }) {
  const navigate = useNavigate();
  const canRun = useCanRunCampaigns();
  const update = useUpdateCampaign(campaign.id);
  const duplicate = useDuplicateCampaign(campaign.id);
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const follow = useFollow();
  const [failure, setFailure] = useState<string | null>(null);
  // One id per intended copy: a double click makes one, the next click after it another.
  const [copyId, setCopyId] = useState(newRequestId);

  const save = (fields: CampaignFields) => {
    setFailure(null);
    update.mutate(fields, {
      onSuccess: () => {
        toast({ title: SAVED, variant: 'success' });
        setEditing(false);
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };
  const archive = (archived: boolean) =>
    update.mutate(
      { archived },
      {
        onSuccess: () => toast({ title: archived ? ARCHIVED : RESTORED, variant: 'success' }),
        onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
      },
    );
  const copy = () =>
    duplicate.mutate(copyId, {
      onSuccess: (made) => {
        setCopyId(newRequestId());
        toast({ title: DUPLICATED, variant: 'success' });
        void navigate(paths.campaign(made.id));
      },
      onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
    });

  const calendarHref = `${paths.calendar()}?${new URLSearchParams({ campaign: campaign.id, date: campaign.startDate }).toString()}`;
  const actions = canRun && !editing && (
    <SpaceBetween direction="horizontal" size="xs">
      <Button onClick={() => archive(!campaign.archived)} loading={update.isPending}>
        {campaign.archived ? RESTORE : ARCHIVE}
      </Button>
      <Button onClick={copy} loading={duplicate.isPending}>
        {DUPLICATE}
      </Button>
      <Button variant="primary" onClick={() => setEditing(true)}>
        {EDIT}
      </Button>
    </SpaceBetween>
  );

  return (
    <ContentLayout
      header={
        <SpaceBetween size="xs">
          {backLink}
          <Header variant="h1" description={campaign.goal} actions={actions}>
            {campaign.name}
          </Header>
        </SpaceBetween>
      }
    >
      {editing ? (
        <SpaceBetween size="s">
          <Header variant="h2">{EDIT_HEADING}</Header>
          <CampaignForm
            initial={draftOf(campaign)}
            submitLabel={SAVE}
            pending={update.isPending}
            failure={failure}
            onSubmit={save}
            onCancel={() => {
              setFailure(null);
              setEditing(false);
            }}
          />
        </SpaceBetween>
      ) : (
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">{DETAILS}</Header>}>
            <KeyValuePairs
              columns={3}
              items={[
                { label: 'Status', value: <StatusIndicator type={PHASE_INDICATORS[campaign.phase]}>{PHASE_LABELS[campaign.phase]}</StatusIndicator> },
                { label: 'Dates', value: dateRange(campaign) },
                { label: 'Networks', value: networksText(campaign) },
                { label: 'Budget', value: budgetText(campaign) },
                {
                  label: 'Landing link',
                  value: campaign.landingUrl ? (
                    <Link href={campaign.landingUrl} external>
                      {campaign.landingUrl}
                    </Link>
                  ) : (
                    NO_LINK
                  ),
                },
              ]}
            />
          </Container>
          <CampaignProgress
            campaign={campaign}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button href={appHref(calendarHref)} onFollow={follow}>
                  {ON_CALENDAR}
                </Button>
                {!campaign.archived && <Button onClick={() => setScheduling(true)}>{SCHEDULE}</Button>}
              </SpaceBetween>
            }
          />
          <CampaignDrafts campaignId={campaign.id} />
          <CampaignImages campaignId={campaign.id} />
          <CampaignLinks campaignId={campaign.id} />
          <AdCopySection campaignId={campaign.id} canWrite={canRun === true && !campaign.archived} />
        </SpaceBetween>
      )}
      {scheduling && <ScheduleDialog caption="" campaignId={campaign.id} onClose={() => setScheduling(false)} />}
    </ContentLayout>
  );
}
