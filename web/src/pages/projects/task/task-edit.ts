// The task page's editing rules, without React: the AI Writing Assistant's text goes after
// the description with one blank line between (spec 02 §4: appended, never replacing), and the
// form's values become the update the server takes (an empty due date is stored as null, §5).
import { TASK_TITLE_MAX, type TaskPriority, type TaskStatus } from '#contracts/tasks';

/**
 * The description with `addition` after it, separated by one blank line; just `addition` when
 * the description is empty. The user's text is kept as written, apart from trailing blank
 * space, so exactly one blank line separates the two.
 */
export function appendAfterBlankLine(description: string, addition: string): string {
  const kept = description.replace(/\s+$/, '');
  if (!kept) return addition;
  if (!addition) return description;
  return `${kept}\n\n${addition}`;
}

export type TaskForm = {
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  /** YYYY-MM-DD, or '' for none. */
  dueDate: string;
};

export const TITLE_REQUIRED = 'Enter a task title.';
export const TITLE_TOO_LONG = `The task title can be at most ${TASK_TITLE_MAX} characters.`;

/** What the title field says is wrong, if anything (the server says the same with a 400). */
export function titleProblem(title: string): string | undefined {
  if (!title.trim()) return TITLE_REQUIRED;
  if (title.trim().length > TASK_TITLE_MAX) return TITLE_TOO_LONG;
  return undefined;
}

/** The update Save Changes sends: every field of the form, the title trimmed, no due date as ''. */
export function updateOf(form: TaskForm): TaskForm {
  return { ...form, title: form.title.trim(), dueDate: form.dueDate.trim() };
}

/** The form filled from a task as saved; a saved due date may carry a time, the field takes the day. */
export function formOf(task: {
  title: string;
  description?: string | null;
  status: TaskForm['status'];
  priority: TaskForm['priority'];
  dueDate?: string | null;
}): TaskForm {
  return {
    title: task.title,
    description: task.description ?? '',
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate ? task.dueDate.slice(0, 10) : '',
  };
}

/** True when the form differs from the task as saved. */
export function isDirty(form: TaskForm, saved: TaskForm): boolean {
  return (Object.keys(form) as (keyof TaskForm)[]).some((key) => form[key] !== saved[key]);
}
