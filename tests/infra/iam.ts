// Test helpers: what a synthesized Lambda function may do, read from its template — the
// statements of its role's policies, and the resource policy permissions on the function.
import type { Template } from 'aws-cdk-lib/assertions';
import { resourcesOf } from './markk-app.ts';

export interface Grant {
  readonly actions: string[];
  readonly resource: unknown;
}

/** The logical id of a function's role (functions refer to it with Fn::GetAtt [role, Arn]). */
export function roleIdOf(fn: { Properties: Record<string, any> }): string {
  return (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
}

/** Every Allow statement of every policy attached to the role, one entry per statement. */
export function grantsOfRole(template: Template, roleId: string): Grant[] {
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Effect: string }[])
    .filter((statement) => statement.Effect === 'Allow')
    .map((statement) => ({ actions: [statement.Action].flat(), resource: statement.Resource }));
}

/** The actions a function's role allows, sorted and unique. */
export function actionsOf(template: Template, fn: { Properties: Record<string, any> }): string[] {
  return [...new Set(grantsOfRole(template, roleIdOf(fn)).flatMap((grant) => grant.actions))].sort();
}

/**
 * Actions that change something, by their verb — whatever service. A function's own logs
 * (CloudWatch Logs) and traces (X-Ray) are telemetry every function writes, not data.
 */
export function isWriteAction(action: string): boolean {
  const [service, verb = ''] = action.split(':');
  if (service === 'logs' || service === 'xray') return false;
  return /^(Put|Update|Delete|BatchWrite|Create|Start|Stop|Send|Publish|Write|Restore|Tag|Untag|Attach|Detach|Modify|Invoke|\*)/.test(verb) || action === '*';
}

/** Flattens a CloudFormation value (Fn::Join, Ref, GetAtt, ImportValue) into one string, as IAM would see it with placeholders. */
export function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(flatten).join(',');
  const v = value as Record<string, any>;
  if (v['Fn::Join']) return (v['Fn::Join'][1] as unknown[]).map(flatten).join(v['Fn::Join'][0] as string);
  if (v.Ref) return `{${v.Ref}}`;
  if (v['Fn::GetAtt']) return `{${(v['Fn::GetAtt'] as string[]).join('.')}}`;
  if (v['Fn::ImportValue']) return `{${flatten(v['Fn::ImportValue'])}}`;
  if (v['Fn::Select']) return `{select ${flatten(v['Fn::Select'][1])}}`;
  if (v['Fn::Split']) return `{split ${flatten(v['Fn::Split'][1])}}`;
  return JSON.stringify(value);
}
