// AI and the workspace's own writes on a project: a plan run polled about once a second while
// it runs (its real steps), starting one (a credit: the plan's counters read again) and adding
// the chosen proposals (the board, /tasks and the dashboard read again); the timeline and the
// notes saved from their tabs, shown on the board at once.
import { useMutation, useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { projectAiEndpoints, type PlanRun } from '#contracts/project-ai';
import { projectEndpoints } from '#contracts/projects';
import { taskEndpoints } from '#contracts/tasks';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { ApiError, call } from '../lib/api-client.ts';
import { invalidatePlan } from './billing.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';
import { projectKeys, type ProjectBoard, type ProjectTasks } from './projects.ts';
import { taskKeys } from './tasks.ts';

export type TimelineBody = InputOf<(typeof projectEndpoints.saveTimeline)['body']>;
export type SavedTimeline = EndpointResponse<typeof projectEndpoints.saveTimeline>;

export const PLAN_POLL_MS = 1000;
export const PLAN_POLL_AFTER_ERROR_MS = 3000;

export const planRunKey = (projectId: string, runId: string) => queryKeyOf(projectAiEndpoints.getPlan, { params: { projectId, runId } });

/** How long until the next poll: while running, slower after a passing failure; never once ended or gone. */
export function nextPlanPoll(query: Pick<Query<PlanRun>, 'state'>): number | false {
  const { data, error } = query.state;
  if (error) return error instanceof ApiError && error.status === 404 ? false : PLAN_POLL_AFTER_ERROR_MS;
  return data?.status === 'running' ? PLAN_POLL_MS : false;
}

/** The plan run left open on the project (a reload while it ran, or before its review): read once per visit. */
export function useOpenPlan(projectId: string) {
  return useQuery({
    queryKey: queryKeyOf(projectAiEndpoints.openPlan, { params: { projectId } }),
    queryFn: async ({ signal }) => (await call(projectAiEndpoints.openPlan, { params: { projectId } }, { signal })).run,
    // Read fresh on each visit: a plan accepted or finished since is not offered again.
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Polls the run while it runs; null polls nothing. */
export function usePlanRun(projectId: string, runId: string | null) {
  return useQuery({
    queryKey: planRunKey(projectId, runId ?? ''),
    queryFn: async ({ signal }) => (await call(projectAiEndpoints.getPlan, { params: { projectId, runId: runId ?? '' } }, { signal })).run,
    enabled: runId !== null,
    refetchInterval: nextPlanPoll,
    staleTime: 0,
  });
}

export function useStartPlan(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(projectAiEndpoints.startPlan),
    // `requestId` (one per click) makes a retried request start one run.
    mutationFn: async (requestId: string) => (await call(projectAiEndpoints.startPlan, { params: { projectId }, body: { requestId } })).run,
    onSuccess: (run) => queryClient.setQueryData(planRunKey(projectId, run.runId), run),
    // A plan takes one AI credit (and a failed one gives it back): the plan's counters read again.
    onSettled: () => invalidatePlan(queryClient),
  });
}

export function acceptPlanMutation(queryClient: QueryClient, projectId: string) {
  return {
    mutationKey: endpointKey(projectAiEndpoints.acceptPlan),
    mutationFn: ({ runId, indexes }: { runId: string; indexes: number[] }) =>
      call(projectAiEndpoints.acceptPlan, { params: { projectId, runId }, body: { indexes } }),
    onSettled: (_answer: unknown, _error: unknown, { runId }: { runId: string; indexes: number[] }) =>
      invalidate(
        queryClient,
        planRunKey(projectId, runId),
        projectKeys.board(projectId),
        projectKeys.tasks(projectId),
        projectKeys.lists,
        taskKeys.lists,
        dashboardKey,
      ),
  };
}

export function useAcceptPlan(projectId: string) {
  return useMutation(acceptPlanMutation(useQueryClient(), projectId));
}

/** The timeline as saved, on the board at once; the board reads again for what it changes (who is blocked). */
export function saveTimelineMutation(queryClient: QueryClient, projectId: string) {
  return {
    mutationKey: endpointKey(projectEndpoints.saveTimeline),
    mutationFn: (body: TimelineBody) => call(projectEndpoints.saveTimeline, { params: { projectId }, body }),
    onSuccess: (saved: SavedTimeline) => {
      queryClient.setQueryData<ProjectTasks>(projectKeys.tasks(projectId), { tasks: saved.tasks, edges: saved.edges });
      invalidate(queryClient, projectKeys.board(projectId), projectKeys.tasks(projectId), taskKeys.lists, endpointKey(taskEndpoints.get));
    },
  };
}

export function useSaveTimeline(projectId: string) {
  return useMutation(saveTimelineMutation(useQueryClient(), projectId));
}

export function useSaveNotes(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(projectEndpoints.saveNotes),
    mutationFn: (notes: string) => call(projectEndpoints.saveNotes, { params: { projectId }, body: { notes } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ProjectBoard>(projectKeys.board(projectId), (board) => board && { ...board, project: saved.project });
      invalidate(queryClient, projectKeys.board(projectId));
    },
  });
}
