// planRun: one "Ask AI to Generate Plan" workflow run on a project and its real progress.
// Access patterns: by (projectId, runId) — the project's runs, read by the owner and the
// members it is shared with (the API checks who may see the project first); the runs a user
// started, newest first (gsi1: userId → createdAt). `userId` is who started it: the AI
// credit is theirs, and so is its refund. Its own partition (no collection), so reading a
// project's board never reads its plan runs.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const planRunSchema = {
  model: { entity: 'planRun', version: '1', service: 'markk' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    runId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    status: { type: ['running', 'succeeded', 'failed'] as const, required: true, default: 'running' },
    executionArn: { type: 'string' },
    /** Step "Reading your project and brand kit" finished. */
    contextLoaded: { type: 'boolean', required: true, default: false },
    /** Step "Proposing tasks" finished: the AI answered with proposals that parse. */
    proposed: { type: 'boolean', required: true, default: false },
    /** The step that was running when the run failed. */
    failedStep: { type: 'string' },
    error: { type: 'string' },
    /** The validated proposals as JSON (PlanProposal[]). */
    proposals: { type: 'string' },
    /** When the chosen proposals were added as tasks: set once, in the same transaction as the tasks. */
    acceptedAt: { type: 'string' },
    acceptedIndexes: { type: 'list', items: { type: 'number' } },
    acceptedTaskIds: { type: 'list', items: { type: 'string' } },
    /** When a failed run's AI credit was given back: set once, in the same transaction as the refund. */
    creditRefundedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byRun: {
      pk: { field: 'pk', composite: ['projectId'] },
      sk: { field: 'sk', composite: ['runId'] },
    },
    byStarter: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;

export const buildPlanRun = (table: string, client: DynamoDBDocumentClient) => new Entity(planRunSchema, { table, client });
export type PlanRunItem = EntityItem<ReturnType<typeof buildPlanRun>>;
