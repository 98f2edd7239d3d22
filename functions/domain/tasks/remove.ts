// Tasks: deleting a task with its comments and its part of the project's counts, in one transaction.
import { isConditionFailed } from '#data/conditions';
import { db } from '#data/service';
import { MAX_TRANSACT_ACTIONS, TransactionCanceled, transactWrite } from '#data/transact';
import { jitteredPause, withRetries } from '#lib/retry';
import * as Projects from '../projects.ts';
import { pruneTitles, removed, titled } from '../search-index.ts';
import { counterUpdate } from '../stats.ts';
import { visibleTask, type TaskRef } from './create.ts';

export const DELETE_ATTEMPTS = 8;

/** The comment deletes that fit in a task's delete transaction beside the task, project and counter. */
export const COMMENTS_IN_DELETE = MAX_TRANSACT_ACTIONS - 3;

/**
 * Deletes a task, its comments, and its part of the project's counts, in one transaction. A
 * comment added or deleted meanwhile changes the task's comment count, so the delete reads
 * again instead of leaving a comment behind. Only a task with more comments than fit beside
 * it has its oldest ones removed first.
 */
export async function remove(userId: string, ref: TaskRef): Promise<void> {
  // Changed meanwhile (a comment added, another edit): read again, after a short, random
  // pause so a burst of comments cannot keep the delete out for long.
  const policy = {
    attempts: DELETE_ATTEMPTS,
    retryIf: (error: unknown) => isConditionFailed(error, 'task') || (error instanceof TransactionCanceled && error.conflicted),
    pause: jitteredPause(10),
  };
  await withRetries(policy, async () => {
    const { project, task } = await visibleTask(userId, ref);
    const done = task.status === 'done' ? 1 : 0;
    const { data: comments } = await db()
      .entities.taskComment.query.byProject({ projectId: ref.projectId, taskId: ref.taskId })
      .go({ pages: 'all', consistent: true, attributes: ['projectId', 'taskId', 'createdAt', 'commentId'] });
    const overflow = comments.slice(0, Math.max(0, comments.length - COMMENTS_IN_DELETE));
    if (overflow.length) await db().entities.taskComment.delete(overflow).go();
    const inTransaction = comments.slice(overflow.length);
    await transactWrite({
      // Unchanged since it was read: the same status, and no comment added or deleted since.
      task: {
        Delete: db()
          .entities.task.delete(ref)
          .where(
            (attr, { eq, notExists }) =>
              `${eq(attr.status, task.status)} AND ${task.commentCount === undefined ? notExists(attr.commentCount) : eq(attr.commentCount, task.commentCount)}`,
          )
          .params(),
      },
      comments: inTransaction.map((c) => ({ Delete: db().entities.taskComment.delete(c).params() })),
      project: Projects.taskCountUpdate(project, { tasks: -1, columns: Projects.columnMove(task.status, undefined) }),
      counter: counterUpdate(task.userId, { completedTasks: -done }),
    });
    await pruneTitles([removed(titled.task(task))]);
  });
}
