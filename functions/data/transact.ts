// TransactWriteItems over ElectroDB-built requests, every action named: a cancellation is
// read by name (`error.reason('counter')`), never by position. Each action is the
// `.params()` of an ElectroDB create/put/patch/update/delete, so keys and conditions are
// built one way, and chains ElectroDB types only outside transactions (`.composite()`) work.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#lib/clients';

type Params = object;
export type TransactAction = { Put: Params } | { Update: Params } | { Delete: Params } | { ConditionCheck: Params };

/**
 * The actions of one transaction by name. A name may hold a group (a chunk of items, the
 * drafts of a package) or nothing (a counter update that has nothing to change).
 */
export type TransactActions = Readonly<Record<string, TransactAction | readonly TransactAction[] | undefined>>;

/** TransactWriteItems takes at most 100 actions. */
export const MAX_TRANSACT_ACTIONS = 100;

/** DynamoDB's cancellation code for an action whose condition did not hold. */
export const CONDITION_FAILED = 'ConditionalCheckFailed';
/** DynamoDB's cancellation code for an action whose item another transaction was changing. */
export const TRANSACTION_CONFLICT = 'TransactionConflict';

/** DynamoDB cancelled the transaction; `reason(name)` is that action's code ("None" when it was fine). */
export class TransactionCanceled extends Error {
  constructor(private readonly reasons: Readonly<Record<string, string>>) {
    const failed = Object.entries(reasons).filter(([, code]) => code !== 'None');
    super(`Transaction cancelled: ${failed.map(([name, code]) => `${name} ${code}`).join(', ') || 'no reason given'}`);
    this.name = 'TransactionCanceled';
  }

  /** The code of the named action (for a group, its first action that was not fine). */
  reason(name: string): string {
    const code = this.reasons[name];
    // A misspelt name would read as "None" and hide a failure: refuse it instead.
    if (code === undefined) throw new Error(`The transaction had no action named ${name}`);
    return code;
  }

  /** The names of the actions that were not fine. */
  get failed(): string[] {
    return Object.keys(this.reasons).filter((name) => this.reasons[name] !== 'None');
  }

  /** Another transaction was changing one of the items: the same request may succeed if tried again. */
  get conflicted(): boolean {
    return Object.values(this.reasons).includes(TRANSACTION_CONFLICT);
  }
}

function withoutReturnValues(params: Params): Params {
  const { ReturnValues: _ignored, ...rest } = params as { ReturnValues?: unknown };
  return rest;
}

/** Writes every named action in one transaction; throws TransactionCanceled with the reasons by name. */
export async function transactWrite(actions: TransactActions): Promise<void> {
  const named = Object.entries(actions).map(([name, value]) => ({
    name,
    list: value === undefined ? [] : Array.isArray(value) ? (value as readonly TransactAction[]) : [value as TransactAction],
  }));
  const flat = named.flatMap(({ list }) => list);
  if (flat.length === 0) return;
  if (flat.length > MAX_TRANSACT_ACTIONS) throw new Error(`A transaction takes at most ${MAX_TRANSACT_ACTIONS} actions`);
  const TransactItems = flat.map((action) => {
    const [kind, params] = Object.entries(action)[0] as [string, Params];
    return { [kind]: withoutReturnValues(params) };
  }) as TransactWriteCommandInput['TransactItems'];
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    // DynamoDB answers one reason per action, in request order: give each back its name.
    const codes = (error.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
    const reasons: Record<string, string> = {};
    let at = 0;
    for (const { name, list } of named) {
      const own = codes.slice(at, at + list.length);
      at += list.length;
      reasons[name] = own.find((code) => code !== 'None') ?? 'None';
    }
    throw new TransactionCanceled(reasons);
  }
}
