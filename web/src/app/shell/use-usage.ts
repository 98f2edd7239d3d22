// The header's plan and AI credits (GET /billing/usage), cached under the billing area so a
// plan change invalidates it; read again on each page change, and after every streamed AI
// call (lib/use-streaming-call.ts), since generating, rewriting and chatting spend allowances.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usageKey, usageQuery } from '../../queries/billing.ts';

export { usageKey };

export function useUsage(pathname: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: usageKey });
  }, [pathname, queryClient]);
  return useQuery({ ...usageQuery(), refetchOnWindowFocus: 'always' });
}
