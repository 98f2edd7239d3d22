// Starting Step Functions executions (the local stack serves the same API locally).
// The Step Functions client is imported on the first start, not when the module loads:
// only the start route starts a workflow, but every generation function reaches this
// module through functions/domain/generation.ts.
import type { SFNClient } from '@aws-sdk/client-sfn';
import { config } from './config.ts';
import { traced } from './tracer.ts';

let client: SFNClient | undefined;

/** Starts the onboarding workflow; the execution name makes a repeated start a no-op in AWS. */
export async function startOnboardingWorkflow(name: string, input: unknown): Promise<string> {
  const { AWS_REGION, SFN_ENDPOINT, STATE_MACHINE_ARN } = config();
  if (!STATE_MACHINE_ARN) throw new Error('STATE_MACHINE_ARN is not configured');
  const { SFNClient, StartExecutionCommand } = await import('@aws-sdk/client-sfn');
  client ??= traced(new SFNClient({ region: AWS_REGION, ...(SFN_ENDPOINT ? { endpoint: SFN_ENDPOINT } : {}) }));
  const out = await client.send(new StartExecutionCommand({ stateMachineArn: STATE_MACHINE_ARN, name, input: JSON.stringify(input) }));
  return out.executionArn!;
}

/** Starts the project plan workflow ("Ask AI to Generate Plan"); the execution name makes a repeated start a no-op. */
export async function startPlanWorkflow(name: string, input: unknown): Promise<string> {
  const { AWS_REGION, SFN_ENDPOINT, PLAN_STATE_MACHINE_ARN } = config();
  if (!PLAN_STATE_MACHINE_ARN) throw new Error('PLAN_STATE_MACHINE_ARN is not configured');
  const { SFNClient, StartExecutionCommand } = await import('@aws-sdk/client-sfn');
  client ??= traced(new SFNClient({ region: AWS_REGION, ...(SFN_ENDPOINT ? { endpoint: SFN_ENDPOINT } : {}) }));
  const out = await client.send(new StartExecutionCommand({ stateMachineArn: PLAN_STATE_MACHINE_ARN, name, input: JSON.stringify(input) }));
  return out.executionArn!;
}

/** Starts the "Plan my next 30 days" workflow; the execution name makes a repeated start a no-op. */
export async function startContentPlanWorkflow(name: string, input: unknown): Promise<string> {
  const { CONTENT_PLAN_STATE_MACHINE_ARN } = config();
  if (!CONTENT_PLAN_STATE_MACHINE_ARN) throw new Error('CONTENT_PLAN_STATE_MACHINE_ARN is not configured');
  return startExecution(CONTENT_PLAN_STATE_MACHINE_ARN, name, input);
}

/** Starts the bulk generation workflow (a run, or a retry of its failed posts); the execution name makes a repeated start a no-op. */
export async function startBulkWorkflow(name: string, input: unknown): Promise<string> {
  const { BULK_STATE_MACHINE_ARN } = config();
  if (!BULK_STATE_MACHINE_ARN) throw new Error('BULK_STATE_MACHINE_ARN is not configured');
  return startExecution(BULK_STATE_MACHINE_ARN, name, input);
}

async function startExecution(stateMachineArn: string, name: string, input: unknown): Promise<string> {
  const { AWS_REGION, SFN_ENDPOINT } = config();
  const { SFNClient, StartExecutionCommand } = await import('@aws-sdk/client-sfn');
  client ??= traced(new SFNClient({ region: AWS_REGION, ...(SFN_ENDPOINT ? { endpoint: SFN_ENDPOINT } : {}) }));
  const out = await client.send(new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }));
  return out.executionArn!;
}
