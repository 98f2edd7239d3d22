// Sign-up and sign-in: the Cognito user pool, the SPA's client, and the two triggers that
// create a new user's profile and team (PostConfirmation) and brand Cognito's mail (CustomMessage).
import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, StringAttribute, UserPool, UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type { ICustomAttribute, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { StageConfig } from './config.ts';
import { MarkkFunction } from './constructs/markk-function.ts';
import type { MarkkDataRefs, MarkkFunctionAccess } from './constructs/markk-function.ts';
import { acknowledge } from './nag.ts';
import { cognitoTriggers } from './routes.ts';
import type { CognitoTriggerName } from './routes.ts';
import { userPoolSettings } from './table.ts';

export interface AuthStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
}

const triggerOperations: Record<CognitoTriggerName, UserPoolOperation> = {
  PostConfirmation: UserPoolOperation.POST_CONFIRMATION,
  CustomMessage: UserPoolOperation.CUSTOM_MESSAGE,
};

const triggerAccess: Record<CognitoTriggerName, MarkkFunctionAccess> = {
  // Writes the profile, the team and, for invited sign-ups, the reward grants.
  PostConfirmation: { table: 'readWrite' },
  // Only reads (e.g. the inviter's name) to word the message.
  CustomMessage: { table: 'read' },
};

export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly triggerFunctions: Record<CognitoTriggerName, MarkkFunction>;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    const customAttributes: Record<string, ICustomAttribute> = {};
    for (const name of userPoolSettings.customAttributes) {
      customAttributes[name] = new StringAttribute({ mutable: true });
    }

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `markk-${config.stage}`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      passwordPolicy: {
        minLength: userPoolSettings.passwordMinLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      customAttributes,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      removalPolicy: config.removalPolicy,
      deletionProtection: config.isProd,
    });
    acknowledge(
      this.userPool,
      'COG1',
      'The product spec sets the password rule to "at least 6 characters" with no character classes; the local pool uses the same policy.',
    );
    acknowledge(this.userPool, 'COG2', 'MFA is not part of the product spec; it can be enabled per pool later without code changes.');
    acknowledge(
      this.userPool,
      'COG8',
      'The Plus feature plan (threat protection) is billed per monthly active user; not required by the product spec at launch.',
    );

    // Triggers get no USER_POOL_* variables: the pool references them, so they cannot reference it.
    const triggers = {} as Record<CognitoTriggerName, MarkkFunction>;
    for (const name of Object.keys(cognitoTriggers) as CognitoTriggerName[]) {
      const trigger = new MarkkFunction(this, `${name}Trigger`, {
        config,
        entry: cognitoTriggers[name],
        description: `Cognito ${name} trigger`,
        data: props.data,
        access: triggerAccess[name],
      });
      this.userPool.addTrigger(triggerOperations[name], trigger.function);
      triggers[name] = trigger;
    }
    this.triggerFunctions = triggers;

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `markk-${config.stage}-web`,
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      // The SPA signs in with its own forms; no hosted UI, so no OAuth flows.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // Sign Out revokes the refresh tokens (GlobalSignOut); an access token already handed out
      // stays valid for API Gateway until it expires, so it lives an hour.
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(60),
      idTokenValidity: Duration.minutes(60),
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
