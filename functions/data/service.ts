// The one ElectroDB service over Markk's single table. `createStore` takes the table and
// client so tests can point it at DynamoDB Local; `db()` is the handlers' shared instance.
import { Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '#lib/config';
import { dynamo } from '#lib/clients';
import { buildProfile } from './entities/profile.ts';
import { buildTeam } from './entities/team.ts';
import { buildTeamMember } from './entities/team-member.ts';

export function createStore(table: string, client: DynamoDBDocumentClient) {
  return new Service(
    {
      profile: buildProfile(table, client),
      team: buildTeam(table, client),
      teamMember: buildTeamMember(table, client),
    },
    { table, client },
  );
}

export type Store = ReturnType<typeof createStore>;

let store: Store | undefined;

export function db(): Store {
  store ??= createStore(config().TABLE_NAME, dynamo());
  return store;
}
