// Generation runs: the caller's runs, one run polled about once a second while it is
// running, starting a run, editing or regenerating an item of its package (the answer is
// the run as saved) and approving its package (which writes the drafts).
import { queryOptions, useMutation, useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { generationEndpoints, type GenerationRun, type PackageItemKey, type SavePackageItem } from '#contracts/generation';
import { ApiError, call } from '../lib/api-client.ts';
import { contentListKey } from './content.ts';
import { browserTimeZone } from '../lib/time-zone.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export const RUN_POLL_MS = 1000;
/** A slower pace after a failed poll, so a flaky network is not hammered. */
export const RUN_POLL_AFTER_ERROR_MS = 3000;

export const runsKey = endpointKey(generationEndpoints.list);
export const runKey = (runId: string) => queryKeyOf(generationEndpoints.get, { params: { runId } });

export const generationRunsQuery = () => queryOptions({ queryKey: runsKey, queryFn: ({ signal }) => call(generationEndpoints.list, {}, { signal }) });

/** A run that is gone (or never the caller's) will not come back: polling it stops. */
export function isRunGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** How long until the next poll: while running, and after a passing failure; never once the run ended or is gone. */
export function nextRunPoll(query: Pick<Query<GenerationRun>, 'state'>): number | false {
  const { data, error, status } = query.state;
  if (status === 'error' || error) return isRunGone(error) ? false : RUN_POLL_AFTER_ERROR_MS;
  return data?.status === 'running' ? RUN_POLL_MS : false;
}

export const generationRunQuery = (runId: string) =>
  queryOptions({
    queryKey: runKey(runId),
    queryFn: ({ signal }) => call(generationEndpoints.get, { params: { runId } }, { signal }),
    refetchInterval: nextRunPoll,
    // Every poll must reach the server; the cache only carries the last answer between polls.
    staleTime: 0,
  });

export type RunPoll = {
  run: GenerationRun | null;
  /** The last poll's failure while polling goes on, or the reason it stopped. */
  error: unknown;
  /** Polling gave up: the run does not exist (or is not the caller's). */
  stopped: boolean;
};

/** Polls `runId` while it runs; null polls nothing. A new run id shows nothing of the previous run. */
export function useGenerationRun(runId: string | null): RunPoll {
  const query = useQuery({ ...generationRunQuery(runId ?? ''), enabled: runId !== null });
  if (runId === null) return { run: null, error: null, stopped: false };
  return { run: query.data ?? null, error: query.error, stopped: isRunGone(query.error) };
}

export function startRunMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(generationEndpoints.start),
    // 202: the workflow started (or, for a `requestId` already seen, the run it started then).
    // The run writes for the season of the day it is where the user is.
    mutationFn: (requestId: string) => call(generationEndpoints.start, { body: { requestId, timeZone: browserTimeZone() } }),
    onSettled: () => invalidate(queryClient, runsKey),
  };
}

export function useStartGenerationRun() {
  return useMutation(startRunMutation(useQueryClient()));
}

export function approveRunMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(generationEndpoints.approve),
    // Saves the package as drafts; idempotent, 409 while the run is not finished.
    mutationFn: (runId: string) => call(generationEndpoints.approve, { params: { runId } }),
    // The drafts land in the content list and the library counter on the dashboard.
    onSettled: (_result: unknown, _error: unknown, runId: string) => invalidate(queryClient, contentListKey, dashboardKey, runsKey, runKey(runId)),
  };
}

export function useApproveGenerationRun() {
  return useMutation(approveRunMutation(useQueryClient()));
}

/** The run as the server saved it, in the run's cache (the list refetches when next shown). */
function keepRun(queryClient: QueryClient, run: GenerationRun) {
  queryClient.setQueryData(runKey(run.runId), run);
  invalidate(queryClient, runsKey);
}

export function savePackageItemMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(generationEndpoints.savePackageItem),
    mutationFn: ({ runId, item }: { runId: string; item: SavePackageItem }) => call(generationEndpoints.savePackageItem, { params: { runId }, body: item }),
    onSuccess: (run: GenerationRun) => keepRun(queryClient, run),
  };
}

export function useSavePackageItem() {
  return useMutation(savePackageItemMutation(useQueryClient()));
}

export function regenerateItemMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(generationEndpoints.regenerateItem),
    mutationFn: ({ runId, item }: { runId: string; item: PackageItemKey }) => call(generationEndpoints.regenerateItem, { params: { runId, item } }),
    onSuccess: (run: GenerationRun) => keepRun(queryClient, run),
  };
}

export function useRegeneratePackageItem() {
  return useMutation(regenerateItemMutation(useQueryClient()));
}
