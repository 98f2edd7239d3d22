// One task on the timeline's diagram: its title (a link to its page), status, phase and days, and "Blocked by …".
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import {
  borderRadiusContainer,
  colorBackgroundContainerContent,
  colorBorderDividerDefault,
  colorBorderStatusError,
  colorTextBodySecondary,
  colorTextStatusError,
} from '@cloudscape-design/design-tokens';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/routing/paths.ts';
import type { BoardTask } from '../../../queries/projects.ts';
import { STATUS_INDICATORS, blockedByText } from '../../../lib/task-display.ts';
import { dayLabel, daysOf, phaseOf } from './timeline-layout.ts';
import { TASK_STATUS_LABELS } from '#contracts/tasks';
import { appHref } from '../../../app/workspace.ts';

export type TaskNodeData = { task: BoardTask; projectId: string };
export type TaskNode = Node<TaskNodeData, 'task'>;

/** One task on the diagram: its title (a link to its page), status, phase and days, and "Blocked by …". */
function TaskNodeView({ data }: NodeProps<TaskNode>) {
  const navigate = useNavigate();
  const { task, projectId } = data;
  const blocked = blockedByText(task.blockedBy);
  const href = paths.task(projectId, task.taskId);
  return (
    <div
      className="markk-timeline__node"
      data-testid="timeline-node"
      data-task-id={task.taskId}
      style={{
        background: colorBackgroundContainerContent,
        border: `1px solid ${blocked ? colorBorderStatusError : colorBorderDividerDefault}`,
        borderRadius: borderRadiusContainer,
      }}
    >
      <Handle type="target" position={Position.Left} />
      <SpaceBetween size="xxs">
        <div className="markk-timeline__title nodrag">
          <Link
            href={appHref(href)}
            onFollow={(event) => {
              event.preventDefault();
              void navigate(href);
            }}
          >
            {task.title}
          </Link>
        </div>
        <StatusIndicator type={STATUS_INDICATORS[task.status]}>{TASK_STATUS_LABELS[task.status]}</StatusIndicator>
        <div style={{ color: colorTextBodySecondary }} className="markk-timeline__meta">
          {`${phaseOf(task)} · ${dayLabel(daysOf(task))}`}
        </div>
        {blocked && (
          <div style={{ color: colorTextStatusError }} className="markk-timeline__meta" data-testid="timeline-blocked">
            {blocked}
          </div>
        )}
      </SpaceBetween>
      <Handle type="source" position={Position.Right} />
    </div>
  );
}

export const NODE_TYPES = { task: TaskNodeView };
