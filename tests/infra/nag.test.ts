// cdk-nag AWS Solutions checks over every stack, as `cdk synth` runs them.
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildMarkkApp } from './markk-app.ts';

describe('AWS Solutions checks', () => {
  it.each(['dev', 'prod'])('find no unacknowledged error in the %s stacks', (stage) => {
    const { app } = buildMarkkApp(stage);
    const checks = new AwsSolutionsChecks(app);
    Validations.of(app).addPlugins(checks);

    // In-memory synthesis throws with the full report when a plugin reports an error.
    expect(() => app.synth()).not.toThrow();

    const errors = checks
      .validateScope(app)
      .violations.filter((violation) => violation.severity === 'error')
      .flatMap((violation) => violation.violatingResources.map((r) => `${violation.ruleName} at ${r.constructPath}`));
    expect(errors).toEqual([]);
  });
});
