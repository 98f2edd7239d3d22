// Share page (/share; spec 01: titled "Share" followed by the product name): the invite
// panel and the user's referral rewards.
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { REFERRAL } from '#contracts/plans';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { InvitePanel } from '../../components/invite-panel/InvitePanel.tsx';
import { useSubscription } from '../../queries/billing.ts';
import { currentPlanText } from '../../lib/pricing-model.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';

const DESCRIPTION = 'Invite partners to Markk and earn Premium for both of you.';
const HOW_TITLE = 'How it works';
const STEPS = [
  'Create an invitation and copy its link.',
  'Your partner signs up through the link.',
  `You both get ${REFERRAL.rewardDays} days of Premium; more referrals add more days after the current ones.`,
];
const YOUR_PLAN = 'Your plan';

export default function SharePage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const { data: status } = useSubscription();

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={DESCRIPTION}>
          {PAGE_TITLE}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <InvitePanel />
        <Container header={<Header variant="h2">{HOW_TITLE}</Header>}>
          <ColumnLayout columns={2} variant="text-grid">
            <ol>
              {STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div>
              <Box variant="awsui-key-label">{YOUR_PLAN}</Box>
              <Box data-testid="share-plan">{status ? currentPlanText(status) : '…'}</Box>
            </div>
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
