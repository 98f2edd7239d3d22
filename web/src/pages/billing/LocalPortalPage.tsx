// The local billing provider's customer portal (/billing/portal): the subscription and
// "Cancel subscription" — the plan stays until the end of the paid period, then free.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useNavigate } from 'react-router-dom';
import { planFor } from '#contracts/plans';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { useLocalCancel, useLocalSubscription } from '../../queries/billing.ts';
import { BILLING_CHANNEL, priceText } from '../../lib/pricing-model.ts';
import { formatDate } from '../../lib/format.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';

const NONE = 'You have no paid subscription. Reward days from invitations end on their own.';
const CANCEL = 'Cancel subscription';
const CANCELLED_TITLE = 'Subscription cancelled';
const cancelledText = (date: string) => `Your plan stays active until ${date}.`;
const ERROR_TITLE = 'Portal error';
const TO_PRICING = 'Back to Pricing';

export default function LocalPortalPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const navigate = useNavigate();
  const { toast } = useToast();
  const subscription = useLocalSubscription();
  const cancel = useLocalCancel();

  function onCancel() {
    if (cancel.isPending) return;
    cancel.mutate(undefined, {
      onSuccess: (status) => {
        if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(BILLING_CHANNEL).postMessage('changed');
        toast({ title: CANCELLED_TITLE, description: cancelledText(formatDate(status.subscription_end ?? '')), variant: 'success' });
        void navigate(paths.pricing(), { replace: true });
      },
      onError: (error) => toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  const back = <Button onClick={() => void navigate(paths.pricing())}>{TO_PRICING}</Button>;
  let body;
  if (subscription.isPending) body = <Spinner size="large" />;
  else if (subscription.isError) body = <Alert type="error">{errorMessage(subscription.error)}</Alert>;
  else if (!subscription.data) body = <Box>{NONE}</Box>;
  else {
    const sub = subscription.data;
    body = (
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={3}
          items={[
            { label: 'Plan', value: planFor(sub.tier).name },
            { label: 'Price', value: priceText(sub.tier) },
            { label: sub.cancelAtPeriodEnd ? 'Ends on' : 'Renews on', value: formatDate(sub.currentPeriodEnd) },
          ]}
        />
        {!sub.cancelAtPeriodEnd && (
          <Button loading={cancel.isPending} onClick={onCancel}>
            {CANCEL}
          </Button>
        )}
      </SpaceBetween>
    );
  }
  return (
    <ContentLayout
      header={
        <Header variant="h1" actions={back}>
          {PAGE_TITLE}
        </Header>
      }
    >
      <Container data-testid="local-portal">{body}</Container>
    </ContentLayout>
  );
}
