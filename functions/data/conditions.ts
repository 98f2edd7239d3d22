// The one way Markk asks "did a DynamoDB condition refuse this write?", for single writes
// (ElectroDB wraps the SDK's ConditionalCheckFailedException as its `cause`) and for the
// named actions of a transaction.
import { CONDITION_FAILED, TransactionCanceled } from './transact.ts';

const EXCEPTION = 'ConditionalCheckFailedException';

/**
 * True when a condition refused the write. For a transaction, `actions` names the actions
 * to ask about (any of them failing its condition counts); without names, any action.
 * Message text is never read: the SDK's error name and DynamoDB's code are the contract.
 */
export function isConditionFailed(error: unknown, ...actions: string[]): boolean {
  if (error instanceof TransactionCanceled) {
    const asked = actions.length > 0 ? actions : error.failed;
    return asked.some((name) => error.reason(name) === CONDITION_FAILED);
  }
  if (actions.length > 0) return false;
  const e = error as { name?: unknown; cause?: { name?: unknown } } | null | undefined;
  return e?.name === EXCEPTION || e?.cause?.name === EXCEPTION;
}
