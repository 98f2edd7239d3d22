// Export Project: the whole project as Markdown or CSV — every task's title, description,
// status label, priority, due date, created and updated dates and its comments. Plain text:
// nothing is turned into HTML. CSV fields are quoted (RFC 4180) and a field that a
// spreadsheet would run as a formula is prefixed with an apostrophe.
import { NotFound } from '#lib/errors';
import type { TaskCommentItem } from '#data/entities/task-comment';
import { PROJECT_NOT_FOUND, type ProjectView } from '#contracts/projects';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUS_VALUES, type TaskView } from '#contracts/tasks';
import * as Projects from './projects.ts';
import * as Comments from './project-comments.ts';

export type ExportFormat = 'markdown' | 'csv';

const PROJECT_STATUS_LABELS = { active: 'Active', completed: 'Completed', 'on-hold': 'On Hold' } as const;

const day = (iso: string) => iso.slice(0, 10);

/** A file name from the title: letters, digits and dashes. */
export function fileNameOf(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 80);
  return `${base || 'project'}.${extension}`;
}

const commentLine = (c: TaskCommentItem) => `${c.authorName} (${day(c.createdAt)}): ${c.body}`;

/** Text kept as it is, but one line (a Markdown list item or heading cannot span lines). */
const oneLine = (text: string) => text.replace(/\s*\r?\n\s*/g, ' ');

export function toMarkdown(project: ProjectView, tasks: readonly TaskView[], comments: ReadonlyMap<string, readonly TaskCommentItem[]>): string {
  const lines: string[] = [`# ${oneLine(project.title)}`, ''];
  if (project.description) lines.push(project.description, '');
  lines.push(`- Status: ${PROJECT_STATUS_LABELS[project.status]}`, `- Due date: ${project.dueDate ?? 'None'}`, `- Tasks: ${tasks.length}`, '');
  if (project.notes) lines.push('## Notes', '', project.notes, '');
  lines.push('## Tasks', '');
  if (tasks.length === 0) lines.push('No tasks yet.', '');
  for (const task of tasks) {
    lines.push(
      `### ${oneLine(task.title)}`,
      '',
      `- Status: ${TASK_STATUS_LABELS[task.status]}`,
      `- Priority: ${TASK_PRIORITY_LABELS[task.priority]}`,
      `- Due date: ${task.dueDate ?? 'None'}`,
      `- Created: ${day(task.createdAt)}`,
      `- Updated: ${day(task.updatedAt)}`,
      '',
    );
    if (task.description) lines.push(task.description, '');
    const list = comments.get(task.taskId) ?? [];
    if (list.length) lines.push('Comments:', '', ...list.map((c) => `- ${oneLine(commentLine(c))}`), '');
  }
  return lines.join('\n');
}

/** One CSV field: quoted, quotes doubled; a leading =, +, -, @, tab or CR made inert. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const CSV_HEADER = ['Title', 'Description', 'Status', 'Priority', 'Due Date', 'Created', 'Updated', 'Comments'] as const;

export function toCsv(tasks: readonly TaskView[], comments: ReadonlyMap<string, readonly TaskCommentItem[]>): string {
  const rows = [
    [...CSV_HEADER],
    ...tasks.map((t) => [
      t.title,
      t.description,
      TASK_STATUS_LABELS[t.status],
      TASK_PRIORITY_LABELS[t.priority],
      t.dueDate ?? '',
      day(t.createdAt),
      day(t.updatedAt),
      (comments.get(t.taskId) ?? []).map(commentLine).join('\n'),
    ]),
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** GET /projects/{id}/export: the owner and the members it is shared with may export it. */
export async function exportProject(userId: string, projectId: string, format: ExportFormat): Promise<{ filename: string; contentType: string; body: string }> {
  const [board, comments] = await Promise.all([Projects.wholeBoard(userId, projectId), Comments.byTask(projectId)]);
  if (!board) throw new NotFound(PROJECT_NOT_FOUND);
  const tasks = [...board.tasks].sort((a, b) => TASK_STATUS_VALUES.indexOf(a.status) - TASK_STATUS_VALUES.indexOf(b.status));
  if (format === 'csv') return { filename: fileNameOf(board.project.title, 'csv'), contentType: 'text/csv; charset=utf-8', body: toCsv(tasks, comments) };
  return { filename: fileNameOf(board.project.title, 'md'), contentType: 'text/markdown; charset=utf-8', body: toMarkdown(board.project, tasks, comments) };
}
