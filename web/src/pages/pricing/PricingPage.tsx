// Plans (/pricing, spec 01 "Pricing"): three plan cards with every feature, the current
// plan badge with its renewal date, Subscribe (Stripe Checkout or the local checkout page,
// in a new tab), Manage Subscription and the reassurance text. Signed out it is public,
// with "Sign up to get started". An account with more than one workspace sees each one's usage.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { borderRadiusContainer, borderWidthItemSelected, colorBorderItemSelected } from '@cloudscape-design/design-tokens';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AI_CREDIT_BUYS, PLANS, type Plan, type PaidTier } from '#contracts/plans';
import { ApiError } from '../../lib/api-client.ts';
import { openInNewTab } from '../../lib/open-in-new-tab.ts';
import { createCheckout, customerPortal } from '../../queries/billing.ts';
import { useAuth } from '../../app/auth/auth-context.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { FeatureList } from '../../components/common/FeatureList.tsx';
import { WorkspaceUsage } from './WorkspaceUsage.tsx';
import { invalidatePlan, useSubscription } from '../../queries/billing.ts';
import { BILLING_CHANNEL, cardAction, currentPlanText, priceText } from '../../lib/pricing-model.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';

const DESCRIPTION = 'Build your marketing department, no agency required. Choose the plan that fits your business.';
const MOST_POPULAR = 'Most Popular';
const MANAGE = 'Manage Subscription';
const LIMITATIONS = 'Limitations';
const REASSURANCE = ['Cancel anytime', '30-day money-back guarantee', 'No setup fees', 'Instant access'];
const AUTH_REQUIRED = 'Authentication required';
const LOGIN_TO_SUBSCRIBE = 'Please log in to subscribe';
const CHECKOUT_ERROR = 'Checkout error';
const CHECKOUT_FAILED = 'Failed to create checkout session. Please try again.';
const PORTAL_ERROR = 'Portal error';
const PORTAL_FAILED = 'Failed to open customer portal. Please try again.';

const PLAN_STYLE = { blockSize: '100%' } as const;
// The Most Popular card is outlined in the theme's selection colour.
const POPULAR_PLAN_STYLE = {
  ...PLAN_STYLE,
  outline: `${borderWidthItemSelected} solid ${colorBorderItemSelected}`,
  borderRadius: borderRadiusContainer,
} as const;

export default function PricingPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const { session } = useAuth();
  const signedIn = session.status === 'signedIn';
  const navigate = useNavigate();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const subscription = useSubscription({ enabled: signedIn });
  const status = signedIn ? (subscription.data ?? null) : null;
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    // The plan changes in another tab (checkout, portal): refresh when told or when back here.
    const refresh = () => invalidatePlan(queryClient);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(BILLING_CHANNEL);
    if (channel) channel.onmessage = refresh;
    window.addEventListener('focus', refresh);
    return () => {
      channel?.close();
      window.removeEventListener('focus', refresh);
    };
  }, [signedIn, queryClient]);

  async function subscribe(tier: PaidTier) {
    setBusy(tier);
    try {
      await openInNewTab(() => createCheckout(tier));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) toast({ title: AUTH_REQUIRED, description: LOGIN_TO_SUBSCRIBE, variant: 'destructive' });
      // 503: payments are not set up on this installation; the server says so in words.
      else if (error instanceof ApiError && error.status === 503) toast({ title: CHECKOUT_ERROR, description: error.message, variant: 'destructive' });
      else toast({ title: CHECKOUT_ERROR, description: CHECKOUT_FAILED, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function manage() {
    setBusy('portal');
    try {
      await openInNewTab(customerPortal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) toast({ title: AUTH_REQUIRED, description: LOGIN_TO_SUBSCRIBE, variant: 'destructive' });
      else if (error instanceof ApiError && error.status === 503) toast({ title: PORTAL_ERROR, description: error.message, variant: 'destructive' });
      else toast({ title: PORTAL_ERROR, description: PORTAL_FAILED, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const current = signedIn ? (status?.subscription_tier ?? null) : null;
  const onAction = (plan: Plan) => {
    const action = cardAction(plan.id, current);
    if (action.kind === 'signUp') {
      if (signedIn) toast({ title: AUTH_REQUIRED, description: LOGIN_TO_SUBSCRIBE, variant: 'destructive' });
      else void navigate(paths.auth());
    } else if (action.kind === 'downgrade') void manage();
    else if (action.kind === 'checkout' && plan.id !== 'free') void subscribe(plan.id);
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={DESCRIPTION}
          actions={
            signedIn && status?.subscribed ? (
              <Button loading={busy === 'portal'} onClick={() => void manage()}>
                {MANAGE}
              </Button>
            ) : undefined
          }
        >
          {PAGE_TITLE}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {signedIn && status && (
          <div data-testid="current-plan">
            <Badge color={status.subscribed ? 'green' : 'grey'}>{currentPlanText(status)}</Badge>
          </div>
        )}
        <Grid gridDefinition={PLANS.map(() => ({ colspan: { default: 12, s: 4 } }))}>
          {PLANS.map((plan) => {
            const action = cardAction(plan.id, current);
            const isCurrent = action.kind === 'active';
            return (
              <div key={plan.id} style={plan.mostPopular ? POPULAR_PLAN_STYLE : PLAN_STYLE} data-testid={`plan-${plan.id}`}>
                <Container
                  fitHeight
                  header={
                    <Header
                      variant="h2"
                      actions={
                        <SpaceBetween size="xs" direction="horizontal">
                          {plan.mostPopular && <Badge color="blue">{MOST_POPULAR}</Badge>}
                          {isCurrent && <Badge color="green">{action.label}</Badge>}
                        </SpaceBetween>
                      }
                    >
                      {plan.name}
                    </Header>
                  }
                  footer={
                    <Button
                      fullWidth
                      variant={plan.mostPopular || action.kind === 'signUp' ? 'primary' : 'normal'}
                      disabled={isCurrent || (signedIn && !status)}
                      loading={busy === plan.id}
                      onClick={() => onAction(plan)}
                    >
                      {action.label}
                    </Button>
                  }
                >
                  <SpaceBetween size="m">
                    <Box fontSize="display-l" fontWeight="bold">
                      {priceText(plan.id)}
                    </Box>
                    {plan.includes && <Box fontWeight="bold">{plan.includes}</Box>}
                    <FeatureList>
                      {plan.features.map((feature) => (
                        <li key={feature}>
                          <Icon name="check" variant="success" /> {feature}
                        </li>
                      ))}
                    </FeatureList>
                    {plan.limitations.length > 0 && (
                      <div>
                        <Box variant="awsui-key-label">{LIMITATIONS}</Box>
                        <Box color="text-body-secondary">
                          <FeatureList>
                            {plan.limitations.map((limitation) => (
                              <li key={limitation}>
                                <Icon name="close" variant="subtle" /> {limitation}
                              </li>
                            ))}
                          </FeatureList>
                        </Box>
                      </div>
                    )}
                  </SpaceBetween>
                </Container>
              </div>
            );
          })}
        </Grid>
        {signedIn && <WorkspaceUsage />}
        <Box textAlign="center" data-testid="credit-rule">
          {AI_CREDIT_BUYS}
        </Box>
        <Box textAlign="center" color="text-body-secondary" data-testid="reassurance">
          {REASSURANCE.join(' · ')}
        </Box>
      </SpaceBetween>
    </ContentLayout>
  );
}
