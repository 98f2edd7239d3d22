// How the New Project dialog sums up a template: its milestones and tasks counted.
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function templateSummary(template: { milestones: readonly unknown[]; tasks: readonly unknown[] }): string {
  return `${plural(template.milestones.length, 'milestone', 'milestones')} · ${plural(template.tasks.length, 'task', 'tasks')}`;
}
