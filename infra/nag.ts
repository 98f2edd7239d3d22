// cdk-nag acknowledgements: every one names a rule (or one finding of it) on the narrowest
// construct that needs it, with the reason it is acceptable here.
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Acknowledges `AwsSolutions-{rule}` (e.g. `L1`, `IAM5[Resource::*]`) on one construct and its children. */
export function acknowledge(construct: IConstruct, rule: string, reason: string): void {
  Validations.of(construct).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/**
 * The finding id cdk-nag's IAM5 reports for a wildcard resource ARN, e.g.
 * `IAM5[Resource::arn:<AWS::Partition>:s3:::markk-dev-logos-<AWS::AccountId>-<AWS::Region>/*]`.
 * Computed from the same token the policy uses, so it cannot drift from the statement.
 */
export function wildcardResourceFinding(scope: IConstruct, arn: string): string {
  return `IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(arn))}]`;
}

// Mirrors cdk-nag's own flattening of CloudFormation intrinsics into finding ids.
function flattenCfnReference(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const fn = node as Record<string, unknown>;
    if (Array.isArray(fn['Fn::Join'])) {
      const [delimiter, items] = fn['Fn::Join'] as [string, unknown[]];
      return items.map(flattenCfnReference).join(delimiter);
    }
    if (fn['Fn::Sub'] !== undefined) return flattenCfnReference(fn['Fn::Sub']);
    if (Array.isArray(fn['Fn::GetAtt'])) {
      const [resource, attribute] = fn['Fn::GetAtt'] as [unknown, unknown];
      return `<${flattenCfnReference(resource)}.${flattenCfnReference(attribute)}>`;
    }
    if (fn['Fn::ImportValue'] !== undefined) return flattenCfnReference(fn['Fn::ImportValue']);
    if (fn.Ref !== undefined) return `<${flattenCfnReference(fn.Ref)}>`;
  }
  return JSON.stringify(node);
}
