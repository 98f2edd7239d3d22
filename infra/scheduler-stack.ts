// Hourly housekeeping: an EventBridge rule runs the scheduled handler (expires invitations
// past `expiresAt`, refreshes network tokens before they expire); the local stack calls the
// same handler from a timer.
import { Duration, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import { appUrlParameterName } from './config.ts';
import type { StageConfig } from './config.ts';
import { grantParameterRead, grantSendEmail, grantTokenKey, MarkkFunction } from './constructs/markk-function.ts';
import type { MarkkDataRefs } from './constructs/markk-function.ts';
import { scheduledHandler } from './routes.ts';
import { StarterLibrary } from './starter-library.ts';
import { WorkspacesMigration } from './migrations.ts';

export interface SchedulerStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The key of network tokens: the refresh opens each token set and seals the new one. */
  readonly tokenKey: IKey;
}

export class SchedulerStack extends Stack {
  readonly scheduledFunction: MarkkFunction;
  readonly rule: Rule;
  /** The Resources Vault's starter library, seeded once after the first deploy. */
  readonly starterLibrary: StarterLibrary;
  readonly workspacesMigration: WorkspacesMigration;

  constructor(scope: Construct, id: string, props: SchedulerStackProps) {
    super(scope, id, props);

    this.scheduledFunction = new MarkkFunction(this, scheduledHandler.name, {
      config: props.config,
      entry: scheduledHandler.entry,
      description: 'Hourly housekeeping (expires invitations, refreshes network tokens, pulls post metrics)',
      timeout: Duration.minutes(10),
      data: props.data,
      access: { table: 'readWrite' },
    })
      .useUserPool(props.userPoolId, props.userPoolClientId)
      .useTokenKey(props.tokenKey)
      // A connection whose refresh is refused: the owner gets an e-mail with a link to reconnect.
      .useMail(props.config.mail.from)
      .useAppUrlParameter(appUrlParameterName(props.config.stage));
    grantTokenKey(this.scheduledFunction.role, props.tokenKey);
    grantSendEmail(this.scheduledFunction.role, this, props.config.mail.identity);
    grantParameterRead(this.scheduledFunction.role, this, appUrlParameterName(props.config.stage));

    this.rule = new Rule(this, `${scheduledHandler.name}Rule`, {
      description: 'Runs Markk housekeeping every hour',
      schedule: Schedule.rate(Duration.hours(1)),
      targets: [new LambdaFunction(this.scheduledFunction.function, { retryAttempts: 2 })],
    });

    this.starterLibrary = new StarterLibrary(this, 'StarterLibrary', { config: props.config, data: props.data });
    this.workspacesMigration = new WorkspacesMigration(this, 'WorkspacesMigration', { config: props.config, data: props.data });
  }
}
