// The Auth stack: the user pool the product spec describes, its SPA client and triggers.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { userPoolSettings } from '../../infra/table.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const auth = templateOf(stacks.auth);

describe('the user pool', () => {
  it('signs users in with their email, verifies it automatically and recovers accounts by email', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('accepts any password of at least 6 characters, as the spec says', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: userPoolSettings.passwordMinLength,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
    });
  });

  it('stores full_name and company_name as mutable custom attributes', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith(userPoolSettings.customAttributes.map((name) => ({ Name: name, AttributeDataType: 'String', Mutable: true }))),
    });
  });

  it('runs the PostConfirmation and CustomMessage handlers as triggers', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PostConfirmation: { 'Fn::GetAtt': [logicalIdOf(stacks.auth.triggerFunctions.PostConfirmation.function, stacks.auth), 'Arn'] },
        CustomMessage: { 'Fn::GetAtt': [logicalIdOf(stacks.auth.triggerFunctions.CustomMessage.function, stacks.auth), 'Arn'] },
      },
    });
  });

  it('gives trigger functions no pool ids, which would make the pool depend on itself', () => {
    const functions = Object.values(resourcesOf(auth, 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(2);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables).not.toHaveProperty('USER_POOL_ID');
      expect(fn.Properties.Environment.Variables).toHaveProperty('TABLE_NAME');
    }
  });
});

describe('the web client', () => {
  it('has no secret and allows password and SRP sign-in', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });

  it('revokes tokens on sign-out, and its access tokens live an hour', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      EnableTokenRevocation: true,
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', IdToken: 'minutes' }),
    });
  });
});
