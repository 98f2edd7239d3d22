// THE route table: every HTTP route and every non-HTTP handler of Markk. CDK builds one
// Lambda per entry from it and the local stack serves the same entries, so a route
// exists in both places or in neither — except the few marked `localOnly`, which exist
// only in the local stack.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  /** PascalCase, unique: used for the Lambda construct id and function name. */
  readonly name: string;
  readonly method: HttpMethod;
  /** API Gateway path template, e.g. `/projects/{projectId}`. */
  readonly path: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  readonly entry: string;
  /** `jwt`: the Cognito JWT authorizer must accept the caller. `none`: public route. */
  readonly auth: 'jwt' | 'none';
  /**
   * Served by the local stack only, never deployed to AWS: the local billing provider's
   * pages grant plans without payment.
   */
  readonly localOnly?: true;
}

/** The routes CDK deploys: every route but the local-only ones. */
export const deployedRoutes = (): readonly RouteDef[] => routes.filter((route) => !route.localOnly);

export const routes: readonly RouteDef[] = [
  { name: 'GetMe', method: 'GET', path: '/me', entry: 'functions/api/me/get.ts', auth: 'jwt' },
  { name: 'CompleteOnboarding', method: 'POST', path: '/me/onboarding', entry: 'functions/api/me/complete-onboarding.ts', auth: 'jwt' },
  // Brand kit and logo
  { name: 'GetBrandKit', method: 'GET', path: '/brand-kit', entry: 'functions/api/brand-kit/get.ts', auth: 'jwt' },
  { name: 'SaveBrandKit', method: 'PUT', path: '/brand-kit', entry: 'functions/api/brand-kit/save.ts', auth: 'jwt' },
  { name: 'CreateLogoUpload', method: 'POST', path: '/brand-kit/logo-upload', entry: 'functions/api/brand-kit/logo-upload.ts', auth: 'jwt' },
  // AI generation runs
  { name: 'StartGenerationRun', method: 'POST', path: '/generation-runs', entry: 'functions/api/generation/start.ts', auth: 'jwt' },
  { name: 'ListGenerationRuns', method: 'GET', path: '/generation-runs', entry: 'functions/api/generation/list.ts', auth: 'jwt' },
  { name: 'GetGenerationRun', method: 'GET', path: '/generation-runs/{runId}', entry: 'functions/api/generation/get.ts', auth: 'jwt' },
  { name: 'ApproveGenerationRun', method: 'POST', path: '/generation-runs/{runId}/approve', entry: 'functions/api/generation/approve.ts', auth: 'jwt' },
  // Content drafts
  { name: 'ListContentItems', method: 'GET', path: '/content-items', entry: 'functions/api/content/list.ts', auth: 'jwt' },
  { name: 'GetContentItem', method: 'GET', path: '/content-items/{itemId}', entry: 'functions/api/content/get.ts', auth: 'jwt' },
  { name: 'UpdateContentItem', method: 'PUT', path: '/content-items/{itemId}', entry: 'functions/api/content/update.ts', auth: 'jwt' },
  // Dashboard: summary in one request, notifications, global search
  { name: 'GetDashboard', method: 'GET', path: '/dashboard', entry: 'functions/api/dashboard/get.ts', auth: 'jwt' },
  { name: 'MarkAllNotificationsRead', method: 'POST', path: '/notifications/read-all', entry: 'functions/api/notifications/read-all.ts', auth: 'jwt' },
  { name: 'Search', method: 'GET', path: '/search', entry: 'functions/api/search/get.ts', auth: 'jwt' },
  // Billing (issue 5): check-subscription, create-checkout, customer-portal; the local
  // provider's pay/cancel/subscription (local stack only: not deployed to AWS, and refused
  // unless the local provider is the one in use); the Stripe webhook (public: trusted only
  // through its signature).
  { name: 'CheckSubscription', method: 'GET', path: '/billing/subscription', entry: 'functions/api/billing/check-subscription.ts', auth: 'jwt' },
  { name: 'CreateCheckout', method: 'POST', path: '/billing/checkout', entry: 'functions/api/billing/create-checkout.ts', auth: 'jwt' },
  { name: 'CustomerPortal', method: 'POST', path: '/billing/portal', entry: 'functions/api/billing/customer-portal.ts', auth: 'jwt' },
  { name: 'LocalBillingPay', method: 'POST', path: '/billing/local/pay', entry: 'functions/api/billing/local-pay.ts', auth: 'jwt', localOnly: true },
  { name: 'LocalBillingCancel', method: 'POST', path: '/billing/local/cancel', entry: 'functions/api/billing/local-cancel.ts', auth: 'jwt', localOnly: true },
  { name: 'LocalBillingSubscription', method: 'GET', path: '/billing/local/subscription', entry: 'functions/api/billing/local-subscription.ts', auth: 'jwt', localOnly: true },
  { name: 'StripeWebhook', method: 'POST', path: '/billing/stripe-webhook', entry: 'functions/api/billing/stripe-webhook.ts', auth: 'none' },
  // Partner referral programme (issue 5): get/create/revoke, the public link lookup, accept.
  { name: 'GetViralInvites', method: 'GET', path: '/viral-invites', entry: 'functions/api/viral-invites/list.ts', auth: 'jwt' },
  { name: 'CreateViralInvite', method: 'POST', path: '/viral-invites', entry: 'functions/api/viral-invites/create.ts', auth: 'jwt' },
  { name: 'GetViralInvite', method: 'GET', path: '/viral-invites/{token}', entry: 'functions/api/viral-invites/get-public.ts', auth: 'none' },
  { name: 'RevokeViralInvite', method: 'POST', path: '/viral-invites/{token}/revoke', entry: 'functions/api/viral-invites/revoke.ts', auth: 'jwt' },
  { name: 'AcceptViralInvite', method: 'POST', path: '/viral-invites/{token}/accept', entry: 'functions/api/viral-invites/accept.ts', auth: 'jwt' },
];

/** Cognito user pool triggers (same modules in AWS and behind cognito-local). */
export const cognitoTriggers = {
  PostConfirmation: 'functions/triggers/post-confirmation.ts',
  CustomMessage: 'functions/triggers/custom-message.ts',
} as const;

export type CognitoTriggerName = keyof typeof cognitoTriggers;

/** Handler run by the hourly EventBridge rule (a timer in the local stack). */
export const scheduledHandler = {
  name: 'Hourly',
  entry: 'functions/triggers/scheduled.ts',
} as const;

/** Step Functions task handlers, keyed by the task state name in the workflow. */
export const workflowTasks = {
  LoadBrandKit: 'functions/workflow/load-brand-kit.ts',
  WriteStrategy: 'functions/workflow/write-strategy.ts',
  WritePost: 'functions/workflow/write-post.ts',
  WriteNewsletter: 'functions/workflow/write-newsletter.ts',
  WriteBlog: 'functions/workflow/write-blog.ts',
  AssemblePackage: 'functions/workflow/assemble-package.ts',
  RecordFailure: 'functions/workflow/record-failure.ts',
} as const;

export type WorkflowTaskName = keyof typeof workflowTasks;

/** Matches a request path against a route template; returns path parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const t = template.split('/').filter(Boolean);
  const p = path.split('/').filter(Boolean);
  if (t.length !== p.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const seg = t[i]!;
    const value = p[i]!;
    if (seg.startsWith('{') && seg.endsWith('}')) {
      try {
        params[seg.slice(1, -1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (seg !== value) {
      return null;
    }
  }
  return params;
}
