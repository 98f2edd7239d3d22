// The local billing provider's checkout page (/billing/checkout?tier=…): what Stripe
// Checkout is in AWS. It shows the plan and price; "Pay" grants the plan through the same
// entitlement write the Stripe webhook uses. No payment is taken.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PaidTier, planFor } from '#contracts/plans';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { useLocalPay } from '../../queries/billing.ts';
import { BILLING_CHANNEL, priceText } from '../../lib/pricing-model.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';

const LOCAL_NOTE = 'Local billing: no card is needed and no payment is taken. Pay grants the plan as Stripe would.';
const PAY = 'Pay';
const PAID_TITLE = 'Payment successful';
const paidText = (plan: string) => `You are now on ${plan}.`;
const UNKNOWN_PLAN = 'Unknown plan. Choose a plan on the pricing page.';
const TO_PRICING = 'Back to Pricing';
const ERROR_TITLE = 'Checkout error';

export default function LocalCheckoutPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const pay = useLocalPay();
  const tier = PaidTier.safeParse(params.get('tier'));

  if (!tier.success) {
    return (
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        <Alert type="error" action={<Button onClick={() => void navigate(paths.pricing())}>{TO_PRICING}</Button>}>
          {UNKNOWN_PLAN}
        </Alert>
      </ContentLayout>
    );
  }
  const plan = planFor(tier.data);

  function onPay() {
    if (!tier.success || pay.isPending) return;
    pay.mutate(tier.data, {
      onSuccess: () => {
        if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(BILLING_CHANNEL).postMessage('changed');
        toast({ title: PAID_TITLE, description: paidText(plan.name), variant: 'success' });
        void navigate(paths.pricing(), { replace: true });
      },
      onError: (error) => toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
      <Container
        header={
          <Header variant="h2" description={`Markk ${plan.name}, billed monthly`}>
            {plan.name}
          </Header>
        }
        data-testid="local-checkout"
      >
        <SpaceBetween size="m">
          <Box fontSize="display-l" fontWeight="bold">
            {priceText(plan.id)}
          </Box>
          <Alert type="info">{LOCAL_NOTE}</Alert>
          <Button variant="primary" loading={pay.isPending} onClick={onPay}>
            {PAY}
          </Button>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
