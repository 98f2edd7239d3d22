// The project's Timeline tab (spec 02 §2.5, §9): each task a node, laid out by phase and
// estimated days until the user moves it; nodes drag (or move with the arrow keys once
// selected) on a 15 px grid, zoom 0.5–2; a link drawn from one task's right handle to another's
// left handle means "finish this first" and makes the second task "Blocked by …" until the
// first is done. Places and links are saved (a moment after a drag, at once after a link) and
// come back on reload. The form under the diagram adds and removes links by keyboard.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  Controls,
  MarkerType,
  ReactFlow,
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { templateById } from '#contracts/project-templates';
import { borderRadiusContainer, colorBorderDividerDefault } from '@cloudscape-design/design-tokens';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../app/errors.ts';
import { useSaveTimeline } from '../../../queries/project-ai.ts';
import type { BoardTask, WholeBoard } from '../../../queries/projects.ts';
import { GRID, edgeId, layoutTimeline, linkProblem, linksAmong, type TimelineEdge } from './timeline-layout.ts';
import './timeline.css';
import { TASK_STATUS_LABELS } from '#contracts/tasks';
import { NODE_TYPES, type TaskNode } from './TaskNode.tsx';

const HEADING = 'Timeline';
const DESCRIPTION =
  'Drag tasks to arrange them. To say a task must finish before another starts, drag from its right handle to the other task, or use the form below. Select a link and press Delete to remove it.';
const DIAGRAM_LABEL = 'Project timeline';
const EMPTY = 'No tasks yet. Add a task to see it on the timeline.';
const SAVING = 'Saving timeline...';
const SAVED = 'Timeline saved';
const SAVE_FAILED = 'Failed to save the timeline';
const RETRY = 'Try again';
const LINKS_HEADING = 'Task order';
const LINKS_DESCRIPTION = 'The second task of each pair waits until the first is done.';
const FIRST_LABEL = 'Task that must finish first';
const THEN_LABEL = 'Task that waits for it';
const CHOOSE = 'Choose a task';
const ADD_LINK = 'Add link';
const NO_LINKS = 'No links yet.';
const REMOVE = 'Remove';
const removeLabel = (first: string, then: string) => `Remove link: ${first} before ${then}`;
const linkText = (first: string, then: string) => `${first} must finish before ${then}`;
const nodeLabel = (task: BoardTask) => `${task.title}, ${TASK_STATUS_LABELS[task.status]}`;

/** How long after the last drag the places are saved, so a burst of moves is one request. */
const SAVE_DELAY_MS = 600;

function toEdge(link: TimelineEdge, titles: ReadonlyMap<string, string>): Edge {
  return {
    id: edgeId(link),
    source: link.source,
    target: link.target,
    markerEnd: { type: MarkerType.ArrowClosed },
    ariaLabel: linkText(titles.get(link.source) ?? '', titles.get(link.target) ?? ''),
  };
}

const linksOf = (edges: readonly Edge[]): TimelineEdge[] => edges.map(({ source, target }) => ({ source, target }));

type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

export default function TimelineTab({ board }: { board: WholeBoard }) {
  const projectId = board.project.projectId;
  const save = useSaveTimeline(projectId);
  const titles = useMemo(() => new Map(board.tasks.map((task) => [task.taskId, task.title])), [board.tasks]);
  const taskIds = useMemo(() => new Set(board.tasks.map((task) => task.taskId)), [board.tasks]);

  const [nodes, setNodes] = useState<TaskNode[]>([]);
  const [edges, setEdges] = useState<Edge[]>([]);
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  const [linkError, setLinkError] = useState<string | null>(null);
  const [first, setFirst] = useState<SelectProps.Option | null>(null);
  const [then, setThen] = useState<SelectProps.Option | null>(null);

  // The latest state for the delayed save, and the tasks whose place is the user's (saved or moved).
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const edgesRef = useRef(edges);
  edgesRef.current = edges;
  const placed = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** True from a local change until its save settles: the board's own links must not undo it meanwhile. */
  const pending = useRef(false);

  // The board's tasks as nodes: new tasks where they were saved or laid out; tasks already on
  // the diagram stay where the user has them; their text follows the board (status, blocked by).
  useEffect(() => {
    const places = layoutTimeline(board.tasks, templateById(board.project.templateType)?.milestones);
    for (const task of board.tasks) if (task.position) placed.current.add(task.taskId);
    setNodes((current) => {
      const byId = new Map(current.map((node) => [node.id, node]));
      return board.tasks.map((task): TaskNode => {
        const previous = byId.get(task.taskId);
        return {
          ...previous,
          id: task.taskId,
          type: 'task',
          position: previous?.position ?? places.get(task.taskId)!,
          data: { task, projectId },
          deletable: false,
          ariaLabel: nodeLabel(task),
        };
      });
    });
    if (!pending.current) {
      setEdges((current) => {
        const selected = new Set(current.filter((edge) => edge.selected).map((edge) => edge.id));
        return linksAmong(board.edges, taskIds).map((link) => ({ ...toEdge(link, titles), selected: selected.has(edgeId(link)) }));
      });
    }
  }, [board, projectId, taskIds, titles]);

  const persist = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const positions = nodesRef.current
      .filter((node) => placed.current.has(node.id))
      .map((node) => ({ taskId: node.id, x: Math.round(node.position.x), y: Math.round(node.position.y) }));
    setSaveState({ status: 'saving' });
    save.mutate(
      { positions, edges: linksOf(edgesRef.current) },
      {
        onSuccess: () => setSaveState({ status: 'saved' }),
        onError: (error) => setSaveState({ status: 'failed', message: errorMessage(error) }),
        onSettled: () => {
          if (!timer.current) pending.current = false;
        },
      },
    );
  }, [save]);

  const schedule = useCallback(
    (delay: number) => {
      pending.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(persist, delay);
    },
    [persist],
  );

  // Leaving the tab saves what is still waiting.
  const persistRef = useRef(persist);
  persistRef.current = persist;
  useEffect(
    () => () => {
      if (timer.current) persistRef.current();
    },
    [],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<TaskNode>[]) => {
      setNodes((current) => applyNodeChanges(changes, current));
      // A drag's end (mouse) or an arrow-key move (keyboard) is a position change that is not mid-drag.
      const moved = changes.filter((change) => change.type === 'position' && change.dragging === false);
      if (moved.length > 0) {
        for (const change of moved) if (change.type === 'position') placed.current.add(change.id);
        schedule(SAVE_DELAY_MS);
      }
    },
    [schedule],
  );

  const addLink = useCallback(
    (source: string, target: string): boolean => {
      const problem = linkProblem(linksOf(edgesRef.current), source, target);
      setLinkError(problem);
      if (problem) return false;
      const next = [...edgesRef.current, toEdge({ source, target }, titles)];
      edgesRef.current = next;
      setEdges(next);
      schedule(0);
      return true;
    },
    [schedule, titles],
  );

  const removeLink = useCallback(
    (id: string) => {
      const next = edgesRef.current.filter((edge) => edge.id !== id);
      edgesRef.current = next;
      setEdges(next);
      setLinkError(null);
      schedule(0);
    },
    [schedule],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      const removed = changes.filter((change) => change.type === 'remove');
      const next = applyEdgeChanges(changes, edgesRef.current);
      edgesRef.current = next;
      setEdges(next);
      if (removed.length > 0) schedule(0);
    },
    [schedule],
  );

  const onConnect = useCallback((connection: Connection) => void addLink(connection.source, connection.target), [addLink]);

  const options: SelectProps.Option[] = board.tasks.map((task) => ({ value: task.taskId, label: task.title }));

  function addFromForm() {
    if (!first?.value || !then?.value) return;
    if (addLink(first.value, then.value)) {
      setFirst(null);
      setThen(null);
    }
  }

  const links = linksOf(edges);

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={DESCRIPTION}
          actions={
            <div aria-live="polite" data-testid="timeline-save-state">
              {saveState.status === 'saving' && <StatusIndicator type="loading">{SAVING}</StatusIndicator>}
              {saveState.status === 'saved' && <StatusIndicator type="success">{SAVED}</StatusIndicator>}
            </div>
          }
        >
          {HEADING}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {saveState.status === 'failed' && (
          <Alert type="error" header={SAVE_FAILED} action={<Button onClick={persist}>{RETRY}</Button>}>
            {saveState.message}
          </Alert>
        )}
        {board.tasks.length === 0 ? (
          <Box color="text-body-secondary">{EMPTY}</Box>
        ) : (
          <div className="markk-timeline__canvas" style={{ border: `1px solid ${colorBorderDividerDefault}`, borderRadius: borderRadiusContainer }}>
            <ReactFlow<TaskNode, Edge>
              nodes={nodes}
              edges={edges}
              nodeTypes={NODE_TYPES}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              minZoom={0.5}
              maxZoom={2}
              snapToGrid
              snapGrid={[GRID, GRID]}
              fitView
              fitViewOptions={{ minZoom: 0.5, maxZoom: 1 }}
              deleteKeyCode={['Backspace', 'Delete']}
              aria-label={DIAGRAM_LABEL}
            >
              <Controls />
            </ReactFlow>
          </div>
        )}

        {board.tasks.length > 1 && (
          <SpaceBetween size="s">
            <Header variant="h3" description={LINKS_DESCRIPTION}>
              {LINKS_HEADING}
            </Header>
            <form
              className="markk-timeline__link-form"
              onSubmit={(event) => {
                event.preventDefault();
                addFromForm();
              }}
            >
              <FormField label={FIRST_LABEL} stretch>
                <Select
                  selectedOption={first}
                  options={options}
                  placeholder={CHOOSE}
                  onChange={({ detail }) => setFirst(detail.selectedOption)}
                  filteringType="auto"
                />
              </FormField>
              <FormField label={THEN_LABEL} stretch>
                <Select
                  selectedOption={then}
                  options={options}
                  placeholder={CHOOSE}
                  onChange={({ detail }) => setThen(detail.selectedOption)}
                  filteringType="auto"
                />
              </FormField>
              <div className="markk-timeline__link-add">
                <Button formAction="submit" disabled={!first || !then}>
                  {ADD_LINK}
                </Button>
              </div>
            </form>
            {linkError && (
              <Box color="text-status-error" data-testid="timeline-link-error">
                <span role="alert">{linkError}</span>
              </Box>
            )}
            {links.length === 0 ? (
              <Box color="text-body-secondary">{NO_LINKS}</Box>
            ) : (
              <ul className="markk-timeline__links" data-testid="timeline-links">
                {links.map((link) => {
                  const firstTitle = titles.get(link.source) ?? '';
                  const thenTitle = titles.get(link.target) ?? '';
                  return (
                    <li key={edgeId(link)} className="markk-timeline__link">
                      <span>{linkText(firstTitle, thenTitle)}</span>
                      <Button variant="inline-link" ariaLabel={removeLabel(firstTitle, thenTitle)} onClick={() => removeLink(edgeId(link))}>
                        {REMOVE}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}
