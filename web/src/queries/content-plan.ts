// "Plan my next 30 days". One hook per endpoint; the plan is polled while it runs, and a write
// puts what it answers in the cache (approving also changes the calendar).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contentPlanEndpoints, type ApproveContentPlanBody, type ContentPlan, type ContentPlanItem, type StartContentPlanBody } from '#contracts/content-plan';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate } from './keys.ts';

/** How often a running plan is looked at. */
const POLL_MS = 1000;

export const latestContentPlanKey = endpointKey(contentPlanEndpoints.latest);
export const contentPlanKey = (planId: string) => [...endpointKey(contentPlanEndpoints.get), planId];

export function useLatestContentPlan() {
  return useQuery({
    queryKey: latestContentPlanKey,
    queryFn: ({ signal }) => call(contentPlanEndpoints.latest, {}, { signal }),
  });
}

/** A plan, polled until it stops running. */
export function useContentPlan(planId: string | null) {
  return useQuery({
    queryKey: contentPlanKey(planId ?? ''),
    queryFn: ({ signal }) => call(contentPlanEndpoints.get, { params: { planId: planId! } }, { signal }),
    enabled: planId !== null,
    refetchInterval: (query) => (query.state.data?.plan.status === 'running' ? POLL_MS : false),
  });
}

function planWritten(queryClient: QueryClient, plan: ContentPlan) {
  queryClient.setQueryData(contentPlanKey(plan.planId), { plan });
  queryClient.setQueryData<{ plan: ContentPlan | null }>(latestContentPlanKey, (old) => (old?.plan?.planId === plan.planId ? { plan } : old));
  invalidate(queryClient, latestContentPlanKey);
}

export function useStartContentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(contentPlanEndpoints.start),
    mutationFn: (body: StartContentPlanBody) => call(contentPlanEndpoints.start, { body }),
    onSuccess: ({ plan }) => planWritten(queryClient, plan),
  });
}

export function useApproveContentPlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(contentPlanEndpoints.approve),
    mutationFn: (body: ApproveContentPlanBody) => call(contentPlanEndpoints.approve, { params: { planId }, body }),
    onSuccess: ({ plan }) => planWritten(queryClient, plan),
    // The approved drafts are scheduled posts now: the calendar and campaigns show them.
    onSettled: () => invalidate(queryClient, ['publishing'], ['campaigns']),
  });
}

/** One draft changed: put it into the cached plan and the latest plan (the calendar shows it at once). */
function itemWritten(queryClient: QueryClient, planId: string, item: ContentPlanItem) {
  const withItem = (plan: ContentPlan): ContentPlan => ({ ...plan, items: plan.items.map((i) => (i.id === item.id ? item : i)) });
  queryClient.setQueryData<{ plan: ContentPlan }>(contentPlanKey(planId), (old) => (old ? { plan: withItem(old.plan) } : old));
  queryClient.setQueryData<{ plan: ContentPlan | null }>(latestContentPlanKey, (old) => (old?.plan?.planId === planId ? { plan: withItem(old.plan) } : old));
  invalidate(queryClient, latestContentPlanKey);
}

export function useRegenerateContentPlanItem(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(contentPlanEndpoints.regenerate),
    mutationFn: (itemId: string) => call(contentPlanEndpoints.regenerate, { params: { planId, itemId } }),
    onSuccess: ({ item }) => itemWritten(queryClient, planId, item),
  });
}

export function useMoveContentPlanItem(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(contentPlanEndpoints.move),
    mutationFn: ({ itemId, localTime }: { itemId: string; localTime: string }) =>
      call(contentPlanEndpoints.move, { params: { planId, itemId }, body: { localTime } }),
    onSuccess: ({ item }) => itemWritten(queryClient, planId, item),
  });
}

export function useDismissContentPlanItem(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(contentPlanEndpoints.dismiss),
    mutationFn: (itemId: string) => call(contentPlanEndpoints.dismiss, { params: { planId, itemId } }),
    onSuccess: ({ item }) => itemWritten(queryClient, planId, item),
  });
}
