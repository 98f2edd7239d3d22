// Webhooks (Enterprise): the workspace's endpoints, registering one (its secret answered once),
// turning one off or on, rolling its secret, deleting it, "Send test event", and the deliveries
// with "Redeliver". The deliveries are read again every few seconds while any is pending.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookEndpoints, type CreateWebhookBody } from '#contracts/webhooks';
import { call } from '../lib/api-client.ts';
import { newRequestId } from '../lib/request-id.ts';
import { endpointKey, invalidate } from './keys.ts';

const listKey = endpointKey(webhookEndpoints.list);
const deliveriesKey = endpointKey(webhookEndpoints.deliveries);
const PENDING_POLL_MS = 3000;

export function useWebhooks() {
  return useQuery({ queryKey: listKey, queryFn: ({ signal }) => call(webhookEndpoints.list, {}, { signal }) });
}

export function useWebhookDeliveries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: deliveriesKey,
    queryFn: ({ signal }) => call(webhookEndpoints.deliveries, {}, { signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false),
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(webhookEndpoints.create),
    mutationFn: (body: CreateWebhookBody) => call(webhookEndpoints.create, { body }),
    onSettled: () => invalidate(queryClient, listKey),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(webhookEndpoints.update),
    mutationFn: ({ endpointId, enabled }: { endpointId: string; enabled: boolean }) =>
      call(webhookEndpoints.update, { params: { endpointId }, body: { enabled } }),
    onSettled: () => invalidate(queryClient, listKey),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(webhookEndpoints.remove),
    mutationFn: (endpointId: string) => call(webhookEndpoints.remove, { params: { endpointId } }),
    onSettled: () => invalidate(queryClient, listKey, deliveriesKey),
  });
}

export function useRollWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(webhookEndpoints.rollSecret),
    mutationFn: (endpointId: string) => call(webhookEndpoints.rollSecret, { params: { endpointId } }),
    onSettled: () => invalidate(queryClient, listKey),
  });
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(webhookEndpoints.test),
    mutationFn: (endpointId: string) => call(webhookEndpoints.test, { params: { endpointId }, body: { requestId: newRequestId() } }),
    onSettled: () => invalidate(queryClient, deliveriesKey),
  });
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(webhookEndpoints.redeliver),
    mutationFn: (deliveryId: string) => call(webhookEndpoints.redeliver, { params: { deliveryId } }),
    onSettled: () => invalidate(queryClient, deliveriesKey),
  });
}
