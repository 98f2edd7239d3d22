// Task comments: listed oldest first, added by the owner and the members a project is shared
// with, deleted by their author (and by the project's owner, who looks after the board).
import { randomUUID } from 'node:crypto';
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { Forbidden, NotFound } from '#lib/errors';
import { jitteredPause, withRetries } from '#lib/retry';
import type { TaskCommentItem } from '#data/entities/task-comment';
import { TASK_NOT_FOUND, type CommentView } from '#contracts/tasks';
import * as Projects from './projects.ts';

export const COMMENT_MESSAGES = {
  notFound: 'This comment was deleted or never existed.',
  notYours: 'You can delete only your own comments.',
} as const;

/** The project and task, when the caller may see them (one 404 otherwise). */
async function visibleTask(userId: string, projectId: string, taskId: string) {
  const project = await Projects.getVisible(userId, projectId).catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(TASK_NOT_FOUND) : error;
  });
  const { data: task } = await db()
    .entities.task.get({ projectId, taskId })
    .go({ attributes: ['taskId'] });
  if (!task) throw new NotFound(TASK_NOT_FOUND);
  return project;
}

/**
 * The task's comment count, one up or down, on condition that the task exists. Not an edit:
 * the task's `updatedAt` ("Updated" on /tasks) is the task's own changes, not its comments.
 */
function commentCountChange(projectId: string, taskId: string, by: 1 | -1) {
  const patch = db().entities.task.patch({ projectId, taskId });
  return (by > 0 ? patch.add({ commentCount: 1 }) : patch.subtract({ commentCount: 1 })).params();
}

const toView = (item: TaskCommentItem, userId: string): CommentView => ({
  commentId: item.commentId,
  authorName: item.authorName,
  body: item.body,
  createdAt: item.createdAt,
  mine: item.userId === userId,
});

async function commentsOf(projectId: string, taskId: string): Promise<TaskCommentItem[]> {
  const { data } = await db().entities.taskComment.query.byProject({ projectId, taskId }).go({ pages: 'all', consistent: true });
  return data;
}

export async function list(userId: string, projectId: string, taskId: string): Promise<CommentView[]> {
  await visibleTask(userId, projectId, taskId);
  return (await commentsOf(projectId, taskId)).map((c) => toView(c, userId));
}

/** `authorId`: the person writing (in a client workspace, not the workspace's key the comment is kept under). */
export async function add(userId: string, projectId: string, taskId: string, body: string, authorId = userId, now = new Date()): Promise<CommentView> {
  await visibleTask(userId, projectId, taskId);
  const { data: profile } = await db()
    .entities.profile.get({ userId: authorId })
    .go({ attributes: ['fullName'] });
  const item = { projectId, taskId, commentId: randomUUID(), userId, authorName: profile?.fullName || 'A team member', body, createdAt: now.toISOString() };
  // The task must still exist when the comment is written, and its comment count changes with
  // it: a task's delete takes exactly the comments it counted, so none is left behind.
  // The task was being changed by another transaction (its delete, another comment): try again.
  const policy = { attempts: 5, retryIf: (error: unknown) => error instanceof TransactionCanceled && error.conflicted, pause: jitteredPause(10) };
  await withRetries(policy, async () => {
    try {
      await transactWrite({
        task: { Update: commentCountChange(projectId, taskId, 1) },
        comment: { Put: db().entities.taskComment.create(item).params() },
      });
    } catch (error) {
      if (isConditionFailed(error, 'task')) throw new NotFound(TASK_NOT_FOUND);
      throw error;
    }
  });
  return toView(item as TaskCommentItem, userId);
}

export async function remove(userId: string, projectId: string, taskId: string, commentId: string): Promise<void> {
  const project = await visibleTask(userId, projectId, taskId);
  const comment = (await commentsOf(projectId, taskId)).find((c) => c.commentId === commentId);
  if (!comment) throw new NotFound(COMMENT_MESSAGES.notFound);
  if (comment.userId !== userId && project.userId !== userId) throw new Forbidden(COMMENT_MESSAGES.notYours);
  try {
    await transactWrite({
      comment: {
        Delete: db()
          .entities.taskComment.delete({ projectId, taskId, createdAt: comment.createdAt, commentId })
          .where((attr, { exists }) => exists(attr.commentId))
          .params(),
      },
      task: { Update: commentCountChange(projectId, taskId, -1) },
    });
  } catch (error) {
    // Deleted meanwhile (a second click, or with its task).
    if (isConditionFailed(error, 'comment')) throw new NotFound(COMMENT_MESSAGES.notFound);
    if (isConditionFailed(error, 'task')) throw new NotFound(TASK_NOT_FOUND);
    throw error;
  }
}

/** Every comment of a project, by task, oldest first (one paged Query): the export. */
export async function byTask(projectId: string): Promise<Map<string, TaskCommentItem[]>> {
  const { data } = await db().entities.taskComment.query.byProject({ projectId }).go({ pages: 'all' });
  const out = new Map<string, TaskCommentItem[]>();
  for (const c of data) out.set(c.taskId, [...(out.get(c.taskId) ?? []), c]);
  return out;
}
