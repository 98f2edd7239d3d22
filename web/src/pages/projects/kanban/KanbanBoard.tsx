// The Kanban tab (spec 02 §2.5, §9): four columns, 600 px high, To Do / In Progress / Review /
// Completed. Cards move by mouse, touch or keyboard (Space picks up, arrows move within and
// across columns, Space drops, Escape cancels), with screen-reader announcements. A drop saves
// one move — the column and the cards above and below — and shows it at once; if the server
// refuses, the card goes back and "Failed to update task" says so. Each column shows the cards
// loaded so far (its first page, then more as the user scrolls to its end or presses "Load
// more"); a card dropped below the last loaded one is placed by the server before the unloaded
// rest, and the menu's moves send a card to its new column's real end.
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '../../../app/toast/toast-context.ts';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { useCreateTask, useDeleteTask, useMoveTask } from '../../../queries/projects.ts';
import { cancelled, dropped, movedOver, pickedUp, SCREEN_READER_INSTRUCTIONS } from './announcements.ts';
import { columnOf, groupColumns, isSamePlace, moveAcross, moveTargetOf, moveWithin, type Columns } from './board.ts';
import type { MoveTarget } from '../../../lib/task-rank.ts';
import { KanbanColumn } from './KanbanColumn.tsx';
import { CardPreview, type CardTask } from './TaskCard.tsx';
import { MENU_STATUS, type TaskMenuAction } from '../../../lib/task-display.ts';
import '../projects.css';
import { TASK_STATUS_VALUES, type TaskStatus } from '#contracts/tasks';
import { loadedCards, type BoardColumns } from '../../../lib/board-columns.ts';

const BOARD_LABEL = 'Kanban board';
const ERROR = 'Error';
const UPDATE_FAILED = 'Failed to update task';
const UPDATED = 'Task updated successfully';
const DELETE_FAILED = 'Failed to delete task';
const DELETED = 'Task deleted successfully';
const CREATE_FAILED = 'Failed to create task';
const CREATED = 'Task created';
const DELETE_TITLE = 'Delete task';
const DELETE_CONFIRM = 'Delete';
const deleteText = (title: string) => `Delete "${title}"? This cannot be undone.`;

export type BoardTask = CardTask & { rank: string };

type KanbanBoardProps = { projectId: string; columns: BoardColumns };

/** The end of `status`'s column, for a task the menu sends there: no neighbours named, the server finds the column's last card (loaded or not). */
const toEndOf = (status: TaskStatus): MoveTarget => ({ status, beforeTaskId: null, afterTaskId: null });

export function KanbanBoard({ projectId, columns: pages }: KanbanBoardProps) {
  const { toast } = useToast();
  const move = useMoveTask(projectId);
  const create = useCreateTask(projectId);
  const remove = useDeleteTask(projectId);
  const [deleting, setDeleting] = useState<CardTask | null>(null);

  const tasks = useMemo(() => loadedCards(pages), [pages]);
  const byId = useMemo(() => new Map(tasks.map((task) => [task.taskId, task])), [tasks]);
  const serverColumns = useMemo(() => groupColumns(tasks), [tasks]);
  // While dragging: the columns as the card passes through them. After a drop: that layout,
  // until the board's data changes (the saved move, or its rollback), so nothing jumps back.
  const [dragColumns, setDragColumns] = useState<Columns | null>(null);
  const [droppedLayout, setDroppedLayout] = useState<{ columns: Columns; tasks: readonly BoardTask[] } | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const columns = dragColumns ?? (droppedLayout?.tasks === tasks ? droppedLayout.columns : serverColumns);

  const current = useRef({ columns, serverColumns, byId });
  useLayoutEffect(() => {
    current.current = { columns, serverColumns, byId };
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: string | number) => current.current.byId.get(String(id))?.title ?? 'task';
  // A pick-up is at once "over" its own card: saying so would talk over "Picked up".
  const hasMoved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      hasMoved.current = false;
      return pickedUp(titleOf(active.id), current.current.columns, String(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!hasMoved.current && over?.id === active.id) return undefined;
      hasMoved.current = true;
      return movedOver(titleOf(active.id), current.current.columns, String(active.id), over ? String(over.id) : null);
    },
    onDragEnd: ({ active, over }) => dropped(titleOf(active.id), current.current.columns, String(active.id), over ? String(over.id) : null),
    onDragCancel: ({ active }) => cancelled(titleOf(active.id), current.current.serverColumns, String(active.id)),
  };

  function save(taskId: string, target: MoveTarget, toastOnSuccess: boolean) {
    move.mutate(
      { taskId, ...target },
      {
        onSuccess: () => {
          if (toastOnSuccess) toast({ title: UPDATED, variant: 'success' });
        },
        onError: () => toast({ title: ERROR, description: UPDATE_FAILED, variant: 'destructive' }),
      },
    );
  }

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
    setDragColumns(current.current.columns);
  }

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const translated = active.rect.current.translated;
    const below = !!translated && translated.top > over.rect.top + over.rect.height / 2;
    setDragColumns((previous) => moveAcross(previous ?? current.current.serverColumns, String(active.id), String(over.id), below));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const taskId = String(active.id);
    let final = dragColumns ?? current.current.columns;
    if (over && columnOf(final, String(over.id)) === columnOf(final, taskId)) final = moveWithin(final, taskId, String(over.id));
    setDragColumns(null);
    setActiveId(null);
    const target = moveTargetOf(final, taskId);
    if (!over || !target || isSamePlace(serverColumns, taskId, target)) return;
    setDroppedLayout({ columns: final, tasks });
    save(taskId, target, false);
  }

  function onDragCancel() {
    setDragColumns(null);
    setActiveId(null);
  }

  function onAction(task: CardTask, action: TaskMenuAction) {
    if (action === 'delete') {
      setDeleting(task);
      return;
    }
    save(task.taskId, toEndOf(MENU_STATUS[action]), true);
  }

  async function quickAdd(status: TaskStatus, title: string) {
    try {
      await create.mutateAsync({ title, status, priority: 'medium' });
      toast({ title: CREATED, variant: 'success' });
    } catch (error) {
      toast({ title: ERROR, description: CREATE_FAILED, variant: 'destructive' });
      throw error;
    }
  }

  // A double-click on Delete sends its second click before the button re-renders busy.
  const deletingNow = useRef(false);
  function confirmDelete() {
    const task = deleting;
    if (!task || deletingNow.current) return;
    deletingNow.current = true;
    remove.mutate(task.taskId, {
      onSuccess: () => toast({ title: DELETED, variant: 'success' }),
      onError: () => toast({ title: ERROR, description: DELETE_FAILED, variant: 'destructive' }),
      onSettled: () => {
        deletingNow.current = false;
        setDeleting(null);
      },
    });
  }

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
      >
        <div className="markk-kanban" role="group" aria-label={BOARD_LABEL} data-testid="kanban-board">
          {TASK_STATUS_VALUES.map((status) => (
            <KanbanColumn
              key={status}
              projectId={projectId}
              status={status}
              tasks={columns[status].map((id) => byId.get(id)).filter((task): task is NonNullable<typeof task> => !!task)}
              // The stored count, give or take the cards a drag has carried in or out.
              count={pages[status].count + columns[status].length - serverColumns[status].length}
              cursor={pages[status].cursor}
              onAction={onAction}
              onQuickAdd={quickAdd}
            />
          ))}
        </div>
        <DragOverlay>{active ? <CardPreview task={active} /> : null}</DragOverlay>
      </DndContext>
      <ConfirmDialog
        visible={deleting !== null}
        header={DELETE_TITLE}
        confirmText={DELETE_CONFIRM}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? deleteText(deleting.title) : null}
      </ConfirmDialog>
    </>
  );
}
