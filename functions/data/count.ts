// Counting without reading items back: runs an ElectroDB-built Query with Select COUNT,
// following LastEvaluatedKey to the end. Only the key condition narrows what is read, so
// count over an index partition made for the question (e.g. a user's done tasks).
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#lib/clients';

/** Anything ElectroDB's `.params()` returns for a query. */
type QueryParams = object;

export async function countQuery(params: QueryParams): Promise<number> {
  const input = { ...(params as QueryCommandInput), Select: 'COUNT' as const };
  if (input.ProjectionExpression) throw new Error('countQuery: build the query without `attributes`');
  let count = 0;
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey }));
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}
