// /campaigns/new: a new campaign's form. One request id for the page, so a double click or a
// retried request makes one campaign; once made, its page opens. A plan without campaigns sees
// why, and the way to Premium, instead of a form the server would refuse.
import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CAMPAIGN_MESSAGES } from '#contracts/campaigns';
import { errorMessage } from '../../app/errors.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { UpgradeButton } from '../../components/common/upgrade.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { newRequestId } from '../../lib/request-id.ts';
import { useCreateCampaign } from '../../queries/campaigns.ts';
import { CampaignForm, newDraft, type CampaignFields } from './CampaignForm.tsx';
import { useCanRunCampaigns } from './campaign-view.ts';

const DESCRIPTION = 'A push towards one goal over a few weeks: its posts, images and links in one place.';
const CREATE = 'Create campaign';
const CREATED = 'Campaign created';

export default function NewCampaignPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const navigate = useNavigate();
  const canRun = useCanRunCampaigns();
  const create = useCreateCampaign();
  const { toast } = useToast();
  const [requestId] = useState(newRequestId);
  const [initial] = useState(() => newDraft());
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (fields: CampaignFields) => {
    setFailure(null);
    create.mutate(
      { ...fields, requestId },
      {
        onSuccess: (campaign) => {
          toast({ title: CREATED, variant: 'success' });
          void navigate(paths.campaign(campaign.id));
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={DESCRIPTION}>
          {title}
        </Header>
      }
    >
      {canRun === null ? (
        <PageSpinner />
      ) : canRun ? (
        <CampaignForm
          initial={initial}
          submitLabel={CREATE}
          pending={create.isPending}
          failure={failure}
          onSubmit={submit}
          onCancel={() => void navigate(paths.campaigns())}
        />
      ) : (
        <Alert type="info" action={<UpgradeButton />}>
          {CAMPAIGN_MESSAGES.premium}
        </Alert>
      )}
    </ContentLayout>
  );
}
