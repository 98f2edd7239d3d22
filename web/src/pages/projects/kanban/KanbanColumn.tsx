// One column of the board: its heading and count, its cards in rank order (a sortable list,
// and a drop zone of its own so a card can land in an empty column), and its quick-add.
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@cloudscape-design/components/box';
import Badge from '@cloudscape-design/components/badge';
import { colorBackgroundContainerHeader, colorBorderDividerDefault } from '@cloudscape-design/design-tokens';
import { columnDropId } from './board.ts';
import { QuickAdd } from './QuickAdd.tsx';
import { TaskCard, type CardTask } from './TaskCard.tsx';
import { type TaskMenuAction } from '../../../lib/task-display.ts';
import { TASK_STATUS_LABELS, type TaskStatus } from '#contracts/tasks';

const EMPTY = 'No tasks';
const countLabel = (count: number) => (count === 1 ? ' task' : ' tasks');

type KanbanColumnProps = {
  projectId: string;
  status: TaskStatus;
  tasks: CardTask[];
  onAction: (task: CardTask, action: TaskMenuAction) => void;
  onQuickAdd: (status: TaskStatus, title: string) => Promise<void>;
};

export function KanbanColumn({ projectId, status, tasks, onAction, onQuickAdd }: KanbanColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(status) });
  const label = TASK_STATUS_LABELS[status];
  const headingId = `kanban-column-${status}`;
  return (
    <section
      className="markk-kanban__column"
      aria-labelledby={headingId}
      data-testid={`kanban-column-${status}`}
      style={{ background: colorBackgroundContainerHeader, outline: isOver ? `2px dashed ${colorBorderDividerDefault}` : undefined }}
    >
      <div className="markk-kanban__column-header">
        <h2 className="markk-kanban__column-title" id={headingId}>
          {label}
        </h2>
        <Badge>
          {tasks.length}
          <span className="markk-visually-hidden">{countLabel(tasks.length)}</span>
        </Badge>
      </div>
      <SortableContext id={status} items={tasks.map((task) => task.taskId)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="markk-kanban__cards" aria-labelledby={headingId}>
          {tasks.map((task) => (
            <TaskCard key={task.taskId} projectId={projectId} task={task} onAction={onAction} />
          ))}
        </ul>
      </SortableContext>
      {tasks.length === 0 ? (
        <Box fontSize="body-s" color="text-body-secondary" textAlign="center">
          {EMPTY}
        </Box>
      ) : null}
      <QuickAdd column={label} onAdd={(title) => onQuickAdd(status, title)} />
    </section>
  );
}
