// Provider keys reach the Lambdas through one Secrets Manager secret, not the template.
import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { buildMarkkApp, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');

describe('app secrets', () => {
  it('creates markk/{stage}/app holding an empty JSON object', () => {
    templateOf(stacks.data).hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'markk/dev/app',
      SecretString: '{}',
    });
  });

  it('gives every API, workflow and publishing function the secret ARN and read access to it', () => {
    for (const stack of [...stacks.api.areas, stacks.workflow, stacks.publishing]) {
      const template = templateOf(stack);
      const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
      expect(functions.length).toBeGreaterThan(0);
      for (const fn of functions) expect(fn.Properties.Environment.Variables.APP_SECRETS_ARN).toBeDefined();
      template.hasResourceProperties('AWS::IAM::Policy', {
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: Match.arrayWith(['secretsmanager:GetSecretValue']) })]) },
      });
    }
  });

  it('puts no provider key into any function environment', () => {
    for (const stack of [...Object.values(stacks), ...stacks.api.areas]) {
      for (const fn of Object.values(resourcesOf(templateOf(stack), 'AWS::Lambda::Function'))) {
        const vars = Object.keys(fn.Properties.Environment?.Variables ?? {});
        expect(vars).not.toContain('OPENAI_API_KEY');
        expect(vars).not.toContain('STRIPE_SECRET_KEY');
      }
    }
  });
});
