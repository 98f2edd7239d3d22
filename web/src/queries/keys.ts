// Query keys derived from the endpoint contracts: [area, endpoint name] for everything an
// endpoint answers, plus its input for one answer. Invalidating the shorter key refreshes
// every input of that endpoint; invalidating [area] refreshes the whole area.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '#contracts/endpoint';

/** The key of every cached answer of `endpoint` (all inputs). */
export function endpointKey(endpoint: AnyEndpoint): QueryKey {
  return [endpoint.area, endpoint.name];
}

/** The key of one answer: the endpoint and the input it was called with. */
export function queryKeyOf<E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>): QueryKey {
  return input === undefined || Object.keys(input).length === 0 ? endpointKey(endpoint) : [endpoint.area, endpoint.name, input];
}

/**
 * Marks what a write changed as stale: shown queries refetch now, the rest when next shown.
 * Not awaited by the writes: each already put its answer in the cache where it has one, so
 * the user does not wait for the refetch.
 */
export function invalidate(queryClient: QueryClient, ...keys: QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
