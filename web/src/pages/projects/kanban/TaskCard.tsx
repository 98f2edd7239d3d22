// One card of the Kanban board: the handle that picks it up (mouse, touch, or Space and the
// arrow keys), the title linking to the task page, the description's start, the due date,
// "Blocked by …" while a predecessor is not done, and the task menu. The left border takes the
// priority's colour.
import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { colorBackgroundContainerContent, colorBorderDividerDefault, colorTextBodySecondary } from '@cloudscape-design/design-tokens';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/routing/paths.ts';
import { PRIORITY_BORDERS, TASK_MENU_LABELS, blockedByText, excerpt, menuActionsFor, type TaskMenuAction } from '../../../lib/task-display.ts';
import { TASK_PRIORITY_LABELS, type TaskPriority, type TaskStatus } from '#contracts/tasks';
import { formatDate } from '../../../lib/format.ts';
import { appHref } from '../../../app/workspace.ts';

const moveLabel = (title: string) => `Move ${title}`;
const menuLabel = (title: string) => `Task actions for ${title}`;
const due = (day: string) => `Due ${day}`;
const priorityText = (priority: TaskPriority) => `${TASK_PRIORITY_LABELS[priority]} priority`;

export interface CardTask {
  taskId: string;
  title: string;
  description?: string | null | undefined;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate?: string | null | undefined;
  blockedBy?: readonly { taskId: string; title: string }[] | undefined;
}

type TaskCardProps = {
  projectId: string;
  task: CardTask;
  onAction: (task: CardTask, action: TaskMenuAction) => void;
};

export function TaskCard({ projectId, task, onAction }: TaskCardProps) {
  const navigate = useNavigate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: task.taskId });
  const href = paths.task(projectId, task.taskId);
  const blocked = blockedByText(task.blockedBy);

  return (
    <li
      ref={setNodeRef}
      data-testid="kanban-card"
      data-task-id={task.taskId}
      className={`markk-kanban__card${isDragging ? ' markk-kanban__card--dragging' : ''}`}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        background: colorBackgroundContainerContent,
        borderBlock: `1px solid ${colorBorderDividerDefault}`,
        borderInlineEnd: `1px solid ${colorBorderDividerDefault}`,
        borderInlineStartColor: PRIORITY_BORDERS[task.priority],
      }}
    >
      <SpaceBetween size="xxs">
        <div className="markk-kanban__card-top">
          <button type="button" ref={setActivatorNodeRef} className="markk-kanban__handle" aria-label={moveLabel(task.title)} {...attributes} {...listeners}>
            <Icon name="drag-indicator" />
          </button>
          <div className="markk-kanban__card-title">
            <Link
              href={appHref(href)}
              fontSize="body-m"
              onFollow={(event) => {
                event.preventDefault();
                void navigate(href);
              }}
            >
              {task.title}
            </Link>
          </div>
          <ButtonDropdown
            variant="icon"
            ariaLabel={menuLabel(task.title)}
            expandToViewport
            items={menuActionsFor(task.status).map((action) => ({ id: action, text: TASK_MENU_LABELS[action] }))}
            onItemClick={({ detail }) => onAction(task, detail.id as TaskMenuAction)}
          />
        </div>
        {task.description ? (
          <Box fontSize="body-s" color="text-body-secondary">
            {excerpt(task.description)}
          </Box>
        ) : null}
        <div style={{ color: colorTextBodySecondary }}>
          <SpaceBetween size="xs" direction="horizontal">
            <Box fontSize="body-s" color="inherit">
              {priorityText(task.priority)}
            </Box>
            {task.dueDate ? (
              <Box fontSize="body-s" color="inherit">
                {due(formatDate(task.dueDate))}
              </Box>
            ) : null}
          </SpaceBetween>
        </div>
        {blocked ? (
          <StatusIndicator type="warning" data-testid="blocked-by">
            {blocked}
          </StatusIndicator>
        ) : null}
      </SpaceBetween>
    </li>
  );
}

/** The card under the pointer while it is dragged: its look without its controls. */
export function CardPreview({ task }: { task: CardTask }) {
  return (
    <div
      className="markk-kanban__card"
      style={{
        background: colorBackgroundContainerContent,
        borderBlock: `1px solid ${colorBorderDividerDefault}`,
        borderInlineEnd: `1px solid ${colorBorderDividerDefault}`,
        borderInlineStartColor: PRIORITY_BORDERS[task.priority],
        cursor: 'grabbing',
      }}
    >
      <Box fontWeight="bold">{task.title}</Box>
      {task.description ? (
        <Box fontSize="body-s" color="text-body-secondary">
          {excerpt(task.description)}
        </Box>
      ) : null}
    </div>
  );
}
