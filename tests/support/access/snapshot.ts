// Everything a user owns, read straight from DynamoDB Local: the user's partition (profile,
// brand kits, runs, drafts, notifications, entitlements, usage, referral counters), what the
// first index files under the user (items kept in other partitions but owned by them), the
// invitations they sent, their team's partition and their team's invitations, and their default
// workspace's record with the roles in it. Two snapshots equal ⇔ nothing of theirs
// was written in between.
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#data/service';
import { dynamo } from '#lib/clients';
import { config } from '#lib/config';
import { ownTeamId } from '#domain/accounts';

type Item = Record<string, unknown>;

async function queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ TableName: config().TABLE_NAME, ...input, ConsistentRead: !input.IndexName, ExclusiveStartKey: start }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const byKey = (field: string, value: string, index?: string) =>
  queryAll({
    ...(index ? { IndexName: index } : {}),
    KeyConditionExpression: '#k = :v',
    ExpressionAttributeNames: { '#k': field },
    ExpressionAttributeValues: { ':v': value },
  });

/** The partition keys ElectroDB builds for the user: their own, as inviter, and their team's. */
function keysOf(userId: string) {
  const { profile, team, viralInvitation, teamInvitation, workspace, apiToken } = db().entities;
  return {
    user: String(profile.get({ userId }).params().Key.pk),
    inviter: String(viralInvitation.query.byInviter({ inviterId: userId }).params().ExpressionAttributeValues[':pk']),
    team: String(team.get({ teamId: ownTeamId(userId) }).params().Key.pk),
    teamInvitations: String(teamInvitation.query.byTeam({ teamId: ownTeamId(userId) }).params().ExpressionAttributeValues[':pk']),
    // The default workspace's record and the roles in it.
    workspace: String(workspace.get({ workspaceId: userId }).params().Key.pk),
    // The default workspace's API tokens (each in its own partition, under the hash of its secret).
    apiTokens: String(apiToken.query.byWorkspace({ workspaceId: userId }).params().ExpressionAttributeValues[':pk']),
  };
}

/** JSON with every object's keys in order, so equal items give equal text. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value instanceof Set) return [...(value as Set<unknown>)].map(stable).sort();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Item)[key])]),
    );
  return value;
}

/** The user's items, each once, in key order, as JSON lines. */
export async function ownedData(userId: string): Promise<string[]> {
  const keys = keysOf(userId);
  const groups = await Promise.all([
    byKey('pk', keys.user),
    byKey('gsi1pk', keys.user, 'gsi1'),
    byKey('gsi1pk', keys.inviter, 'gsi1'),
    byKey('pk', keys.team),
    byKey('gsi1pk', keys.teamInvitations, 'gsi1'),
    byKey('pk', keys.workspace),
    byKey('gsi1pk', keys.apiTokens, 'gsi1'),
  ]);
  const unique = new Map<string, Item>();
  for (const item of groups.flat()) unique.set(`${String(item.pk)}|${String(item.sk)}`, item);
  return [...unique.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, item]) => JSON.stringify(stable(item)));
}

/** What changed between two snapshots, as "+ item" and "- item" lines (empty when nothing did). */
export function changes(before: string[], after: string[]): string[] {
  const was = new Set(before);
  const now = new Set(after);
  return [...before.filter((line) => !now.has(line)).map((line) => `- ${line}`), ...after.filter((line) => !was.has(line)).map((line) => `+ ${line}`)];
}
