// TransactWriteItems over ElectroDB-built requests: each action is the `.params()` of an
// ElectroDB create/put/patch/update/delete, so keys and conditions are built one way, and
// chains ElectroDB types only outside transactions (e.g. `.composite()`) are available.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#lib/clients';

type Params = object;
export type TransactAction = { Put: Params } | { Update: Params } | { Delete: Params } | { ConditionCheck: Params };

/** TransactWriteItems takes at most 100 actions. */
export const MAX_TRANSACT_ACTIONS = 100;

/** DynamoDB cancelled the transaction; `codes` holds each action's reason ("None" when fine). */
export class TransactionCanceled extends Error {
  constructor(readonly codes: string[]) {
    super(`Transaction cancelled: ${codes.join(', ')}`);
    this.name = 'TransactionCanceled';
  }

  get conditionFailed(): boolean {
    return this.codes.includes('ConditionalCheckFailed');
  }
}

function withoutReturnValues(params: Params): Params {
  const { ReturnValues: _ignored, ...rest } = params as { ReturnValues?: unknown };
  return rest;
}

export async function transactWrite(actions: readonly TransactAction[]): Promise<void> {
  if (actions.length === 0) return;
  if (actions.length > MAX_TRANSACT_ACTIONS) throw new Error(`A transaction takes at most ${MAX_TRANSACT_ACTIONS} actions`);
  const TransactItems = actions.map((action) => {
    const [kind, params] = Object.entries(action)[0] as [string, Params];
    return { [kind]: withoutReturnValues(params) };
  }) as TransactWriteCommandInput['TransactItems'];
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      throw new TransactionCanceled((error.CancellationReasons ?? []).map((r) => r.Code ?? 'None'));
    }
    throw error;
  }
}
