// userStats: one item per user holding the dashboard's counters, so GET /dashboard reads
// one item instead of counting thousands. Access pattern: by userId (pk, fixed sk).
// Every write that changes a counted fact goes through a domain verb that ADDs the delta in
// the same transaction (Projects.create/createMany/setStatus, Tasks.create/createMany/
// setStatus, Community.createPost/deletePost, Posts.createMany); `Stats.recount` rebuilds them from COUNT queries.
//   activeProjects — the user's projects with status active
//   completedTasks — the user's tasks with status done
//   communityPosts — the user's community posts (any moderation state)
//   libraryAssets  — the user's content items (the Growth plan's 20-asset library limit);
//                    absent until the first write that keeps it, which counts the items first
//   drafts{Post,Email,Blog,Doc} — the same items by type, for the dashboard; kept from the
//                    write that sets draftsCounted (counting the items of each type first)
//   searchIndexed — the user's titles are all in the search index (searchEntry)
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const userStatsSchema = {
  model: { entity: 'userStats', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    activeProjects: { type: 'number' },
    completedTasks: { type: 'number' },
    communityPosts: { type: 'number' },
    libraryAssets: { type: 'number' },
    draftsPost: { type: 'number' },
    draftsEmail: { type: 'number' },
    draftsBlog: { type: 'number' },
    draftsDoc: { type: 'number' },
    /** Set with the per-type counts by the write that first counted them. */
    draftsCounted: { type: 'boolean' },
    /** Every title the user owns is in the search index (set at sign-up, or once by Search.indexExisting). */
    searchIndexed: { type: 'boolean' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildUserStats = (table: string, client: DynamoDBDocumentClient) => new Entity(userStatsSchema, { table, client });
export type UserStatsItem = EntityItem<ReturnType<typeof buildUserStats>>;
