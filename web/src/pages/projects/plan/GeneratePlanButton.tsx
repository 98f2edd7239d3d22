// "Ask AI to Generate Plan" (spec 02 §2.5): one AI credit starts a plan run; the dialog shows
// the run's real steps as the workflow reports them, then the proposed tasks with checkboxes
// (all chosen at first) and "Add selected tasks" puts the chosen ones on the board. A failed run
// says why, that the credit was given back, and offers "Try again"; with no credits left it
// says so with the way to upgrade, as everywhere else in Markk.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Steps, { type StepsProps } from '@cloudscape-design/components/steps';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PLAN_STEPS, type PlanRun, type PlanStepStatus } from '#contracts/project-ai';
import { ApiError } from '../../../lib/api-client.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { invalidatePlan } from '../../../queries/billing.ts';
import { useAcceptPlan, useOpenPlan, usePlanRun, useStartPlan } from '../../../queries/project-ai.ts';
import type { ProjectBoard } from '../../../queries/projects.ts';
import { dayLabel } from '../timeline/timeline-layout.ts';
import { allIndexes, planView, toggled } from './plan-view.ts';
import './plan.css';
import { TASK_PRIORITY_LABELS } from '#contracts/tasks';

const ASK = 'Ask AI to Generate Plan';
const HEADER = 'Generate a plan with AI';
const INTRO = "Markk proposes tasks from this project's title, description and template and your brand kit. Each plan uses one AI credit.";
const STARTING = 'Starting the plan...';
const STEPS_LABEL = 'Plan steps';
const RECONNECTING = 'Lost contact with the server, retrying…';
const FAILED = 'The plan could not be generated';
const REFUNDED = 'Your AI credit was given back.';
const TRY_AGAIN = 'Try again';
const OUT_OF_CREDITS = 'No AI credits left';
const UPGRADE = 'Upgrade';
const REVIEW = 'Choose the tasks to add';
const REVIEW_HINT = 'All proposed tasks are chosen. Clear the ones you do not want.';
const SELECT_ALL = 'Select all';
const CLEAR_ALL = 'Clear all';
const ADD = 'Add selected tasks';
const ADDING = 'Adding...';
const CANCEL = 'Cancel';
const CLOSE = 'Close';
const NONE_CHOSEN = 'Choose at least one task to add.';
const ACCEPT_FAILED = 'The tasks were not added';
const ALREADY_ADDED = 'The tasks of this plan are already on the board.';
const chosenText = (chosen: number, total: number) => `${chosen} of ${total} tasks chosen`;
const ADDED = 'Tasks added';
const PLAN_READY = 'AI plan ready to review';
const PLAN_RUNNING = 'AI plan in progress';
const addedText = (count: number) => (count === 1 ? '1 task from the AI plan is on the board.' : `${count} tasks from the AI plan are on the board.`);
const proposalFacts = (priority: 'low' | 'medium' | 'high', phase: string, days: number) =>
  `${TASK_PRIORITY_LABELS[priority]} priority · ${phase} · ${dayLabel(days)}`;

const STEP_STATUS: Record<PlanStepStatus, { status: StepsProps.Status; label: string }> = {
  pending: { status: 'pending', label: 'Waiting' },
  active: { status: 'loading', label: 'In progress' },
  done: { status: 'success', label: 'Done' },
  failed: { status: 'error', label: 'Failed' },
};

/** The run's steps, or the contract's steps all waiting while the run starts. */
function stepsOf(run: PlanRun | null): StepsProps.Step[] {
  const steps = run?.steps.length ? run.steps : PLAN_STEPS.map((step) => ({ ...step, status: 'pending' as const }));
  return steps.map((step) => ({
    status: STEP_STATUS[step.status].status,
    statusIconAriaLabel: STEP_STATUS[step.status].label,
    header: step.label,
  }));
}

type StartProblem = { message: string; upgrade: boolean };

export default function GeneratePlanButton({ board }: { board: ProjectBoard }) {
  const projectId = board.project.projectId;
  const navigate = useNavigate();
  const { toast } = useToast();
  const start = useStartPlan(projectId);
  const accept = useAcceptPlan(projectId);
  const [open, setOpen] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const [startProblem, setStartProblem] = useState<StartProblem | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number> | null>(null);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const left = useOpenPlan(projectId);
  // A run started before a reload — still running, or waiting for its review — is picked up
  // again (once), rather than paid for twice.
  const [resumed, setResumed] = useState(false);
  useEffect(() => {
    if (resumed || !left.isSuccess) return;
    setResumed(true);
    if (left.data && runId === null && !start.isPending) setRunId(left.data.runId);
  }, [resumed, left.isSuccess, left.data, runId, start.isPending]);
  const poll = usePlanRun(projectId, runId);
  const run = runId ? (poll.data ?? null) : null;
  const view = planView({ starting: start.isPending, startProblem, run, pollError: poll.error });
  const selection = chosen ?? (run ? allIndexes(run.proposals.length) : new Set<number>());
  const queryClient = useQueryClient();

  // A run that ended has spent its credit, or given it back when it failed: the credits counter reads again.
  const ended = run && run.status !== 'running' ? run.runId : null;
  useEffect(() => {
    if (ended) invalidatePlan(queryClient);
  }, [ended, queryClient]);

  function begin() {
    if (start.isPending) return;
    setStartProblem(null);
    setAcceptError(null);
    setChosen(null);
    setRunId(null);
    start.mutate(newRequestId(), {
      onSuccess: (started) => setRunId(started.runId),
      onError: (error) => setStartProblem({ message: errorMessage(error), upgrade: error instanceof ApiError && error.status === 402 }),
    });
  }

  function openDialog() {
    setOpen(true);
    // A run still going, or waiting for its review, is shown again rather than paid for twice.
    if (view.kind === 'running' || view.kind === 'review') return;
    begin();
  }

  function add() {
    if (!run || accept.isPending || selection.size === 0) return;
    setAcceptError(null);
    accept.mutate(
      { runId: run.runId, indexes: [...selection].sort((a, b) => a - b) },
      {
        onSuccess: (answer) => {
          toast({ title: ADDED, description: addedText(answer.tasks.length), variant: 'success' });
          setOpen(false);
          setRunId(null);
          setChosen(null);
        },
        onError: (error) => setAcceptError(errorMessage(error)),
      },
    );
  }

  const reviewing = view.kind === 'review' && run;
  const footer = (
    <Box float="right">
      <SpaceBetween size="xs" direction="horizontal">
        <Button variant="link" onClick={() => setOpen(false)}>
          {reviewing ? CANCEL : CLOSE}
        </Button>
        {reviewing && (
          <Button variant="primary" onClick={add} loading={accept.isPending} loadingText={ADDING} disabled={selection.size === 0}>
            {ADD}
          </Button>
        )}
      </SpaceBetween>
    </Box>
  );

  return (
    <>
      <Button iconName="gen-ai" onClick={openDialog} loading={start.isPending && !open}>
        {ASK}
      </Button>
      {!open && (view.kind === 'running' || view.kind === 'review') && (
        <Button variant="inline-link" onClick={openDialog} ariaLabel={view.kind === 'review' ? PLAN_READY : PLAN_RUNNING}>
          <StatusIndicator type={view.kind === 'review' ? 'info' : 'loading'}>{view.kind === 'review' ? PLAN_READY : PLAN_RUNNING}</StatusIndicator>
        </Button>
      )}
      <Modal visible={open} onDismiss={() => setOpen(false)} header={HEADER} size="large" footer={footer}>
        <SpaceBetween size="l">
          {view.kind !== 'review' && <Box variant="p">{INTRO}</Box>}

          {(view.kind === 'starting' || view.kind === 'running') && (
            <SpaceBetween size="m">
              <div aria-live="polite" data-testid="plan-progress">
                <StatusIndicator type="loading">{view.kind === 'starting' ? STARTING : view.current}</StatusIndicator>
              </div>
              <Steps steps={stepsOf(run)} ariaLabel={STEPS_LABEL} />
              {view.kind === 'running' && view.pollError && <Alert type="warning">{`${RECONNECTING} ${view.pollError}`}</Alert>}
            </SpaceBetween>
          )}

          {view.kind === 'out-of-credits' && (
            <Alert
              type="warning"
              header={OUT_OF_CREDITS}
              action={
                <Button
                  onClick={() => {
                    setOpen(false);
                    void navigate(paths.pricing());
                  }}
                >
                  {UPGRADE}
                </Button>
              }
            >
              {view.message}
            </Alert>
          )}

          {view.kind === 'failed' && (
            <div aria-live="assertive">
              {run && <Steps steps={stepsOf(run)} ariaLabel={STEPS_LABEL} />}
              <Alert
                type="error"
                header={FAILED}
                action={
                  <Button onClick={begin} loading={start.isPending}>
                    {TRY_AGAIN}
                  </Button>
                }
              >
                <SpaceBetween size="xxs">
                  <span className="markk-plan__text" data-testid="plan-error">
                    {view.message}
                  </span>
                  {view.refunded && <span>{REFUNDED}</span>}
                </SpaceBetween>
              </Alert>
            </div>
          )}

          {view.kind === 'accepted' && <StatusIndicator type="success">{ALREADY_ADDED}</StatusIndicator>}

          {reviewing && (
            <SpaceBetween size="m">
              <SpaceBetween size="xxs">
                <Box variant="h3" padding="n">
                  {REVIEW}
                </Box>
                <Box color="text-body-secondary">{REVIEW_HINT}</Box>
              </SpaceBetween>
              <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                <Button variant="inline-link" onClick={() => setChosen(allIndexes(run.proposals.length))}>
                  {SELECT_ALL}
                </Button>
                <Button variant="inline-link" onClick={() => setChosen(new Set())}>
                  {CLEAR_ALL}
                </Button>
                <Box color="text-body-secondary">
                  <span aria-live="polite">{chosenText(selection.size, run.proposals.length)}</span>
                </Box>
              </SpaceBetween>
              <ul className="markk-plan__proposals" data-testid="plan-proposals">
                {run.proposals.map((proposal, index) => (
                  <li key={`${index}-${proposal.title}`} className="markk-plan__proposal">
                    <Checkbox
                      checked={selection.has(index)}
                      onChange={() => setChosen(toggled(selection, index))}
                      description={proposalFacts(proposal.priority, proposal.phase, proposal.estimatedDays)}
                    >
                      <strong>{proposal.title}</strong>
                    </Checkbox>
                    {proposal.description && (
                      <Box color="text-body-secondary" margin={{ left: 'xl' }}>
                        <span className="markk-plan__text">{proposal.description}</span>
                      </Box>
                    )}
                  </li>
                ))}
              </ul>
              {selection.size === 0 && <Box color="text-status-error">{NONE_CHOSEN}</Box>}
              {acceptError && (
                <Alert type="error" header={ACCEPT_FAILED}>
                  {acceptError}
                </Alert>
              )}
            </SpaceBetween>
          )}
        </SpaceBetween>
      </Modal>
    </>
  );
}
