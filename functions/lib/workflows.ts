// Starting Step Functions executions (the local stack serves the same API locally).
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { config } from './config.ts';
import { traced } from './tracer.ts';

let client: SFNClient | undefined;

/** Starts the onboarding workflow; the execution name makes a repeated start a no-op in AWS. */
export async function startOnboardingWorkflow(name: string, input: unknown): Promise<string> {
  const { AWS_REGION, SFN_ENDPOINT, STATE_MACHINE_ARN } = config();
  if (!STATE_MACHINE_ARN) throw new Error('STATE_MACHINE_ARN is not configured');
  client ??= traced(new SFNClient({ region: AWS_REGION, ...(SFN_ENDPOINT ? { endpoint: SFN_ENDPOINT } : {}) }));
  const out = await client.send(new StartExecutionCommand({ stateMachineArn: STATE_MACHINE_ARN, name, input: JSON.stringify(input) }));
  return out.executionArn!;
}
