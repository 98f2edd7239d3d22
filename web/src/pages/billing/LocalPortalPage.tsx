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
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { planFor } from '#contracts/plans';
import { localCancel, localSubscription, type LocalSubscription } from '../../api/billing.ts';
import { errorMessage } from '../../app/errors.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { formatInviteDate } from '../../components/invite-panel/invite-format.ts';
import { BILLING_CHANNEL, priceText } from '../pricing/pricing-model.ts';

const PAGE_TITLE = 'Manage Subscription';
const NONE = 'You have no paid subscription. Reward days from invitations end on their own.';
const CANCEL = 'Cancel subscription';
const CANCELLED_TITLE = 'Subscription cancelled';
const cancelledText = (date: string) => `Your plan stays active until ${date}.`;
const ERROR_TITLE = 'Portal error';
const TO_PRICING = 'Back to Pricing';

export default function LocalPortalPage() {
  usePageTitle(PAGE_TITLE);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; subscription: LocalSubscription } | { status: 'error'; message: string }>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    localSubscription(controller.signal)
      .then((subscription) => setState({ status: 'ready', subscription }))
      .catch((error: unknown) => !controller.signal.aborted && setState({ status: 'error', message: errorMessage(error) }));
    return () => controller.abort();
  }, []);

  async function cancel() {
    setBusy(true);
    try {
      const status = await localCancel();
      if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(BILLING_CHANNEL).postMessage('changed');
      toast({ title: CANCELLED_TITLE, description: cancelledText(formatInviteDate(status.subscription_end ?? '')), variant: 'success' });
      void navigate('/pricing', { replace: true });
    } catch (error) {
      toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const back = <Button onClick={() => void navigate('/pricing')}>{TO_PRICING}</Button>;
  let body;
  if (state.status === 'loading') body = <Spinner size="large" />;
  else if (state.status === 'error') body = <Alert type="error">{state.message}</Alert>;
  else if (!state.subscription) body = <Box>{NONE}</Box>;
  else {
    const sub = state.subscription;
    body = (
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={3}
          items={[
            { label: 'Plan', value: planFor(sub.tier).name },
            { label: 'Price', value: priceText(sub.tier) },
            { label: sub.cancelAtPeriodEnd ? 'Ends on' : 'Renews on', value: formatInviteDate(sub.currentPeriodEnd) },
          ]}
        />
        {!sub.cancelAtPeriodEnd && (
          <Button loading={busy} onClick={() => void cancel()}>
            {CANCEL}
          </Button>
        )}
      </SpaceBetween>
    );
  }
  return (
    <ContentLayout header={<Header variant="h1" actions={back}>{PAGE_TITLE}</Header>}>
      <Container data-testid="local-portal">{body}</Container>
    </ContentLayout>
  );
}
