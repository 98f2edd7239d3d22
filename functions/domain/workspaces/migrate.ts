// The workspaces migration: every account's data becomes its default workspace. Brand entities
// are already kept under the owner's user id, which is the default workspace's key, so nothing
// of theirs moves; what an account from before workspaces lacks is the workspace's own record
// (its name, the count of extra workspaces), written here. Idempotent: a record that exists is
// left as it is (renamed, counted), so running it twice — or on every deploy — changes nothing.
import { db, type Store } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import { defaultWorkspaceOf } from './workspaces.ts';

const PAGE = 100;
const WRITERS = 10;

export async function migrateToWorkspaces(store: Store = db()): Promise<{ accounts: number; written: number }> {
  let accounts = 0;
  let written = 0;
  let cursor: string | null = null;
  do {
    // A Scan, once per deploy and never in a request path: every profile is an account.
    const page: { data: { userId: string; email: string; fullName: string; companyName?: string; createdAt: string }[]; cursor: string | null } =
      await store.entities.profile.scan.go({ cursor, limit: PAGE, attributes: ['userId', 'email', 'fullName', 'companyName', 'createdAt'] });
    accounts += page.data.length;
    for (let i = 0; i < page.data.length; i += WRITERS) {
      const results = await Promise.all(
        page.data.slice(i, i + WRITERS).map((profile) =>
          store.entities.workspace
            .create(defaultWorkspaceOf(profile))
            .go()
            .then(
              () => 1,
              (error: unknown) => {
                if (isConditionFailed(error)) return 0;
                throw error;
              },
            ),
        ),
      );
      written += results.reduce((a, b) => a + b, 0);
    }
    cursor = page.cursor;
  } while (cursor);
  return { accounts, written };
}
