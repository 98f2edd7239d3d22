// AI on a project: a plan run (start, poll its real progress, add the chosen proposals as
// tasks), the timeline and notes saved from the workspace, and the task page's AI Writing
// Assistant, streamed.
import { projectAiEndpoints, type PlanRun } from '#contracts/project-ai';
import { projectEndpoints } from '#contracts/projects';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { call, streamCall, type StreamCallOptions } from './client.ts';

export type AcceptedPlan = EndpointResponse<typeof projectAiEndpoints.acceptPlan>;
export type TimelineBody = InputOf<(typeof projectEndpoints.saveTimeline)['body']>;
export type SavedTimeline = EndpointResponse<typeof projectEndpoints.saveTimeline>;
export type SavedNotes = EndpointResponse<typeof projectEndpoints.saveNotes>;

/** Starts a plan run; `requestId` (one per click) makes a retried request start one run. */
export async function startPlan(projectId: string, requestId: string): Promise<PlanRun> {
  return (await call(projectAiEndpoints.startPlan, { params: { projectId }, body: { requestId } })).run;
}

/** The project's plan run still needing the user (running, or proposals to review), or null. */
export async function getOpenPlan(projectId: string, signal?: AbortSignal): Promise<PlanRun | null> {
  return (await call(projectAiEndpoints.openPlan, { params: { projectId } }, { signal })).run;
}

export async function getPlan(projectId: string, runId: string, signal?: AbortSignal): Promise<PlanRun> {
  return (await call(projectAiEndpoints.getPlan, { params: { projectId, runId } }, { signal })).run;
}

export function acceptPlan(projectId: string, runId: string, indexes: number[]): Promise<AcceptedPlan> {
  return call(projectAiEndpoints.acceptPlan, { params: { projectId, runId }, body: { indexes } });
}

/** Streams the AI Writing Assistant's suggestion for a task's description; nothing is saved. */
export function assistTask(projectId: string, taskId: string, body: { text: string; instruction?: string }, options: StreamCallOptions): Promise<string> {
  return streamCall(projectAiEndpoints.assist, { params: { projectId, taskId }, body }, options);
}

/** Saves where the timeline's nodes are and the links drawn between them; the answer is the tasks and links as saved. */
export function saveTimeline(projectId: string, body: TimelineBody): Promise<SavedTimeline> {
  return call(projectEndpoints.saveTimeline, { params: { projectId }, body });
}

export function saveProjectNotes(projectId: string, notes: string): Promise<SavedNotes> {
  return call(projectEndpoints.saveNotes, { params: { projectId }, body: { notes } });
}
