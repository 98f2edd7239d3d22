// How the stages compose: stack names from `-c stage=…` and what differs per stage.
import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { searchBackendFromContext } from '../../infra/config.ts';
import { allStacksOf, buildMarkkApp, templateOf } from './markk-app.ts';

const names = ['Data', 'Auth', 'Publishing', 'Workflow', 'Scheduler', 'Api', 'Web'];

describe('stack composition', () => {
  it('names the stacks Markk-dev-* when no stage is given', () => {
    const { stacks } = buildMarkkApp();
    expect(
      Object.values(stacks)
        .map((stack) => stack.stackName)
        .sort(),
    ).toEqual(names.map((n) => `Markk-dev-${n}`).sort());
  });

  it('names the stacks after the stage from the context', () => {
    const { stacks } = buildMarkkApp('prod');
    expect(
      Object.values(stacks)
        .map((stack) => stack.stackName)
        .sort(),
    ).toEqual(names.map((n) => `Markk-prod-${n}`).sort());
  });

  it('reads where search looks from -c searchBackend, titles by default, and refuses anything else', () => {
    const backend = (value?: string) => searchBackendFromContext(new App({ context: value === undefined ? {} : { searchBackend: value } }));
    expect(backend()).toBe('titles');
    expect(backend('partitions')).toBe('partitions');
    expect(() => backend('opensearch')).toThrow(/Invalid searchBackend "opensearch": use titles or partitions/);
  });

  it('rejects a stage that cannot be part of a bucket name', () => {
    expect(() => buildMarkkApp('Prod_1')).toThrow(/Invalid stage "Prod_1"/);
  });

  it('keeps every stack, nested ones included, well below the CloudFormation limit of 500 resources', () => {
    const { app } = buildMarkkApp('dev');
    for (const stack of allStacksOf(app)) {
      const count = Object.keys(templateOf(stack).toJSON().Resources ?? {}).length;
      expect(count, `${stack.stackName} has ${count} resources`).toBeLessThan(450);
    }
  });

  it('protects user data from deletion in prod only', () => {
    const prod = buildMarkkApp('prod').stacks;
    const dev = buildMarkkApp('dev').stacks;
    templateOf(prod.auth).hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    templateOf(dev.auth).hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
    templateOf(prod.data).resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    templateOf(dev.data).resourceCountIs('Custom::S3AutoDeleteObjects', 3);
  });
});
