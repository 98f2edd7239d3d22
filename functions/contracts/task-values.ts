// A task's statuses and priorities alone, without the endpoints' schemas: the task entity types
// its attributes with them, and every handler bundles the entities.

export const TASK_STATUS_VALUES = ['todo', 'in_progress', 'review', 'done'] as const;
export const TASK_PRIORITY_VALUES = ['low', 'medium', 'high'] as const;
