// Tasks: one entity and one status vocabulary (todo, in_progress, review, done), on the board
// of a project the caller may see (its owner, or a member it is shared with). A task's
// `userId` is the project's owner whoever writes it: it is their board and their dashboard.
// Entering done sets completedAt, leaving it clears it; the owner's completedTasks counter
// and the project's task and done counts change in the same transaction. The (owner, status)
// index answers "completed this week". A column's order is `rank`, a fractional index: a
// move writes the one task it moves.
// The verbs, by responsibility, in tasks/.
export { TASK_NOT_FOUND } from '#contracts/tasks';
export { TASK_MESSAGES, create, createMany } from './tasks/create.ts';
export type { NewTask, TaskRef } from './tasks/create.ts';
export { setStatus, update, move } from './tasks/change.ts';
export type { TaskChanges } from './tasks/change.ts';
export { remove } from './tasks/remove.ts';
export { withBlockers, get, listAll, countDone, countDoneSince, searchOwn } from './tasks/read.ts';
