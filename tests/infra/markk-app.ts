// Test fixture: the Markk app exactly as `cdk synth` builds it (cdk.json context and
// feature flags), minus asset bundling and CDK's built-in template validation, which
// only cost time here.
import { readFileSync } from 'node:fs';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { stageFromContext } from '../../infra/config.ts';
import { createMarkkStacks } from '../../infra/markk.ts';
import type { MarkkStackOptions, MarkkStacks } from '../../infra/markk.ts';
import { fromRoot } from '../../infra/paths.ts';

const cdkJson = JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> };

export interface MarkkTestApp {
  readonly app: App;
  readonly stacks: MarkkStacks;
}

/**
 * Builds every stack with `-c stage=<stage>` semantics (omit the stage for the cdk.json
 * default); `options.routes` replaces the route table (synthetic routes); `context` adds `-c` values.
 */
export function buildMarkkApp(stage?: string, options: MarkkStackOptions = {}, context: Record<string, string> = {}): MarkkTestApp {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJson.context,
      ...context,
      ...(stage === undefined ? {} : { stage }),
      'aws:cdk:bundling-stacks': [],
    },
  });
  return { app, stacks: createMarkkStacks(app, stageFromContext(app), options) };
}

/** Every stack of the app, nested stacks included. */
export function allStacksOf(app: App): Stack[] {
  return app.node.findAll().filter((construct: IConstruct): construct is Stack => Stack.isStack(construct));
}

export function templateOf(stack: Stack): Template {
  return Template.fromStack(stack);
}

/** Resources of one type, keyed by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, { Properties: Record<string, any> }> {
  return template.findResources(type) as Record<string, { Properties: Record<string, any> }>;
}

/** The logical id of a construct's CloudFormation resource (e.g. a Lambda's AWS::Lambda::Function). */
export function logicalIdOf(construct: { node: { defaultChild?: unknown } }, stack: Stack): string {
  return stack.getLogicalId(construct.node.defaultChild as Parameters<Stack['getLogicalId']>[0]);
}
