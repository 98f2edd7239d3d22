// Moving a post with the keyboard: each arrow key takes it to the next day or hour cell in that
// direction (the same column for up and down, the same row for left and right), centred there,
// so the drop lands where the announcement said. A post is draggable only (not a drop target
// itself), so @dnd-kit/sortable's getter, which needs the active item among the targets, does
// not fit.
import { closestCenter, pointerWithin, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const ARROWS = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'];

export const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { active, collisionRect, droppableRects, droppableContainers, over } }) => {
  if (!ARROWS.includes(event.code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const from = (over && droppableRects.get(over.id)) ?? collisionRect;
  const x = from.left + from.width / 2;
  const y = from.top + from.height / 2;
  let best: { rect: { left: number; top: number; width: number; height: number }; distance: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const sameColumn = rect.left <= x && x <= rect.left + rect.width;
    const sameRow = rect.top <= y && y <= rect.top + rect.height;
    let distance: number | null = null;
    if (event.code === 'ArrowDown' && sameColumn && cy > y + 1) distance = cy - y;
    if (event.code === 'ArrowUp' && sameColumn && cy < y - 1) distance = y - cy;
    if (event.code === 'ArrowRight' && sameRow && cx > x + 1) distance = cx - x;
    if (event.code === 'ArrowLeft' && sameRow && cx < x - 1) distance = x - cx;
    if (distance !== null && (!best || distance < best.distance)) best = { rect, distance };
  }
  if (!best) return undefined;
  return {
    x: best.rect.left + best.rect.width / 2 - collisionRect.width / 2,
    y: best.rect.top + best.rect.height / 2 - collisionRect.height / 2,
  };
};

/** The cell under the pointer; for the keyboard (no pointer), the cell the post's centre is nearest. */
export const cellCollisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));
