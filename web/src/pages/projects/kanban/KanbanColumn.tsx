// One column of the board: its heading and count, its loaded cards in rank order (a sortable
// list, and a drop zone of its own so a card can land in an empty column), "Load more" at the
// end of the loaded cards while the column goes on (pressed, or reached by scrolling), and its
// quick-add.
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@cloudscape-design/components/box';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { colorBackgroundContainerHeader, colorBorderDividerDefault } from '@cloudscape-design/design-tokens';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLoadColumnPage } from '../../../queries/projects.ts';
import { columnDropId } from './board.ts';
import { QuickAdd } from './QuickAdd.tsx';
import { TaskCard, type CardTask } from './TaskCard.tsx';
import { type TaskMenuAction } from '../../../lib/task-display.ts';
import { TASK_STATUS_LABELS, type TaskStatus } from '#contracts/tasks';

const EMPTY = 'No tasks';
const countLabel = (count: number) => (count === 1 ? ' task' : ' tasks');
// The accessible name starts with the visible text (WCAG 2.5.3).
const LOAD_MORE = 'Load more';
const loadMoreLabel = (column: string, left: number) => `${LOAD_MORE} tasks in ${column} (${left} not shown)`;
const LOADING_MORE = 'Loading more tasks…';
const LOAD_FAILED = 'Failed to load more tasks';
const RETRY = 'Retry';
const retryLabel = (column: string) => `${RETRY} loading more tasks in ${column}`;

type KanbanColumnProps = {
  projectId: string;
  status: TaskStatus;
  tasks: CardTask[];
  /** How many tasks the column holds, loaded or not. */
  count: number;
  /** The cursor of the column's next page; null when every card is loaded. */
  cursor: string | null;
  onAction: (task: CardTask, action: TaskMenuAction) => void;
  onQuickAdd: (status: TaskStatus, title: string) => Promise<void>;
};

export function KanbanColumn({ projectId, status, tasks, count, cursor, onAction, onQuickAdd }: KanbanColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(status) });
  const label = TASK_STATUS_LABELS[status];
  const headingId = `kanban-column-${status}`;
  const more = useLoadColumnPage(projectId, status);
  const loadMore = () => {
    if (cursor !== null && !more.isPending) more.mutate(cursor);
  };

  // Scrolling to the end of the loaded cards loads the next page (not again after a failure: Retry does).
  const end = useRef<HTMLLIElement>(null);
  const auto = useRef(loadMore);
  useLayoutEffect(() => {
    auto.current = more.isError ? () => undefined : loadMore;
  });
  useEffect(() => {
    const node = end.current;
    if (!node || cursor === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) auto.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [cursor]);

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
          <span data-testid="kanban-column-count">{count}</span>
          <span className="markk-visually-hidden">{countLabel(count)}</span>
        </Badge>
      </div>
      <SortableContext id={status} items={tasks.map((task) => task.taskId)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="markk-kanban__cards" aria-labelledby={headingId}>
          {tasks.map((task) => (
            <TaskCard key={task.taskId} projectId={projectId} task={task} onAction={onAction} />
          ))}
          {cursor !== null ? (
            <li ref={end} className="markk-kanban__more" data-testid="kanban-load-more">
              {more.isError ? (
                <StatusIndicator type="error">{LOAD_FAILED}</StatusIndicator>
              ) : more.isPending ? (
                <span className="markk-visually-hidden" role="status">
                  {LOADING_MORE}
                </span>
              ) : null}
              <Button
                variant="link"
                loading={more.isPending}
                ariaLabel={more.isError ? retryLabel(label) : loadMoreLabel(label, Math.max(0, count - tasks.length))}
                onClick={loadMore}
              >
                {more.isError ? RETRY : LOAD_MORE}
              </Button>
            </li>
          ) : null}
        </ul>
      </SortableContext>
      {tasks.length === 0 && cursor === null ? (
        <Box fontSize="body-s" color="text-body-secondary" textAlign="center">
          {EMPTY}
        </Box>
      ) : null}
      <QuickAdd column={label} onAdd={(title) => onQuickAdd(status, title)} />
    </section>
  );
}
