// The CDK app: `npx cdk synth|deploy --all -c stage=<stage>` (default dev), with the
// AWS Solutions cdk-nag checks run on every synth.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageFromContext } from '../infra/config.ts';
import { createMarkkStacks } from '../infra/markk.ts';

const app = new App();
createMarkkStacks(app, stageFromContext(app));
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
