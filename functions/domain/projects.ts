// Projects: the list (own and shared, status, search, archived), create (from a template: its
// tasks in the same transaction), the board a page of each column at a time (every task in one
// Query for the other tabs), settings, notes, sharing with
// the owner's team, the export and the timeline. Writes that change whether a project is
// active update the owner's activeProjects counter in the same transaction.
//
// Access: the owner sees and changes everything; a member of the owner's team the project is
// shared with (a projectGrant) sees it and works on its tasks, comments, notes and timeline;
// only the owner changes its settings, archives it and shares it. A grant counts only while
// the owner and the member are both still in the team it was made in, so leaving or being
// removed from the team ends access without touching the grants (and being invited back does
// not restore them: the grant must be newer than the membership). Everyone else gets the same
// 404 as for an id that does not exist.
// The verbs, by responsibility, in projects/.
export { PROJECT_NOT_FOUND } from '#contracts/projects';
export { PROJECT_MESSAGES, create, createMany, getOwned } from './projects/create.ts';
export type { NewProject } from './projects/create.ts';
export { visible, getVisible, assertOwned, sharedWith, namesOf } from './projects/access.ts';
export { list, partition, wholeBoard, view, countActive, searchOwn } from './projects/read.ts';
export type { ProjectFilters, WholeBoard } from './projects/read.ts';
export { board, column } from './projects/board.ts';
export { update, setStatus, saveNotes, taskCountUpdate, columnMove, COLUMN_COUNTERS } from './projects/settings.ts';
export type { ProjectChanges } from './projects/settings.ts';
export { shares, share, unshare } from './projects/sharing.ts';
export { saveTimeline } from './projects/timeline.ts';
