// Reads that fill a form or decide where a wizard resumes must come from the server, not
// from a copy cached on an earlier visit: saving a stale brand kit back would undo an edit.
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

export type FreshQuery<T> = {
  query: UseQueryResult<T>;
  /** The answer read since this component mounted; undefined until then. */
  data: T | undefined;
};

/** Reads again on mount, and only hands out data read since then. */
export function useFreshQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): FreshQuery<T> {
  const [mountedAt] = useState(() => Date.now());
  const query = useQuery({ ...options, refetchOnMount: 'always' });
  const data = query.data !== undefined && query.dataUpdatedAt >= mountedAt ? query.data : undefined;
  return { query, data };
}
