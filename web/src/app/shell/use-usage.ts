// The header's plan and AI credits (GET /billing/usage), cached under the billing area so a
// plan change invalidates it; read again on each page change, since generating and rewriting
// spend credits elsewhere.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { billingEndpoints } from '#contracts/billing';
import { call } from '../../lib/api-client.ts';
import { endpointKey } from '../../queries/keys.ts';

export const usageKey = endpointKey(billingEndpoints.usage);

export function useUsage(pathname: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: usageKey });
  }, [pathname, queryClient]);
  return useQuery({
    queryKey: usageKey,
    queryFn: ({ signal }) => call(billingEndpoints.usage, {}, { signal }),
    refetchOnWindowFocus: 'always',
  });
}
