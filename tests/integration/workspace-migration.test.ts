// The workspaces migration on a copy of the table as it was before workspaces: accounts with
// their brand kit, drafts and projects, and a team member. Migrated twice, the table equals the
// expected layout — every item as it was, plus one default workspace record per account, keyed
// by the owner's id (the key the account's brand entities already carry) — and the second run
// writes nothing.
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '#data/service';
import { config } from '#lib/config';
import { ownTeamId, teamNameFor } from '#domain/accounts';
import { migrateToWorkspaces } from '#domain/workspaces/migrate';
import { ensureTable } from '../../bin/local/dynamodb.ts';

const tableName = `markk-migration-${randomUUID().slice(0, 8)}`;
const raw = new DynamoDBClient({ region: config().AWS_REGION, endpoint: config().DYNAMODB_ENDPOINT });
const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });

afterAll(async () => {
  await raw.send(new DeleteTableCommand({ TableName: tableName }));
});

const ACCOUNTS = [
  { userId: 'u-cafe', email: 'cara@example.com', fullName: 'Cara Café', companyName: 'Corner Café', createdAt: '2026-01-05T09:00:00.000Z' },
  { userId: 'u-florist', email: 'fin@example.com', fullName: 'Fin Florist', createdAt: '2026-02-11T10:30:00.000Z' },
  { userId: 'u-member', email: 'mo@example.com', fullName: 'Mo Member', createdAt: '2026-03-01T08:00:00.000Z' },
];

/** The table as it was before workspaces: profiles, teams, a brand kit, a draft, a project. */
async function seedCurrentLayout(store: Store) {
  for (const account of ACCOUNTS) {
    const teamId = account.userId === 'u-member' ? ownTeamId('u-cafe') : ownTeamId(account.userId);
    await store.entities.profile.create({ ...account, role: account.userId === 'u-member' ? 'member' : 'owner', teamId }).go();
    await store.entities.teamMember
      .create({ teamId, userId: account.userId, role: account.userId === 'u-member' ? 'member' : 'owner', fullName: account.fullName, email: account.email })
      .go();
  }
  for (const ownerId of ['u-cafe', 'u-florist']) await store.entities.team.create({ teamId: ownTeamId(ownerId), ownerId, name: `${ownerId} team` }).go();
  await store.entities.brandKit
    .create({
      userId: 'u-cafe',
      brandKitId: 'kit-1',
      name: 'Corner Café',
      industry: 'Coffee shop',
      targetAudience: 'Parents nearby',
      mainGoal: 'Weekday mornings',
      platforms: ['Instagram'],
      toneOfVoice: 'Friendly',
      palette: { primary: '#6C5CE7', secondary: '#00CEC9' },
    })
    .go();
  await store.entities.project.create({ userId: 'u-florist', projectId: 'p-1', title: 'Tulip season', status: 'active' } as never).go();
}

async function everything(): Promise<string[]> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) items.push(JSON.stringify(Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

describe('the workspaces migration', () => {
  it('gives every account its default workspace, changes nothing else, and is idempotent', async () => {
    await ensureTable(raw, tableName);
    const store = createStore(tableName, client);
    await seedCurrentLayout(store);
    const before = await everything();

    const expected = ACCOUNTS.map((a) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(
            store.entities.workspace
              .create({ workspaceId: a.userId, accountId: a.userId, name: teamNameFor(a), isDefault: true, createdAt: a.createdAt })
              .params().Item as Record<string, unknown>,
          ).sort(([x], [y]) => x.localeCompare(y)),
        ),
      ),
    );

    expect(await migrateToWorkspaces(store)).toEqual({ accounts: 3, written: 3 });
    const once = await everything();
    expect(once).toEqual([...before, ...expected].sort());

    expect(await migrateToWorkspaces(store)).toEqual({ accounts: 3, written: 0 });
    expect(await everything()).toEqual(once);

    // The café's default workspace is where its brand kit already was.
    const { data: workspace } = await store.entities.workspace.get({ workspaceId: 'u-cafe' }).go();
    expect(workspace).toMatchObject({ name: 'Corner Café', accountId: 'u-cafe', isDefault: true });
    const { data: kits } = await store.entities.brandKit.query.byUser({ userId: workspace!.workspaceId }).go();
    expect(kits.map((k) => k.name)).toEqual(['Corner Café']);
  });
});
