// The full-screen "Crafting your marketing strategy..." overlay around the "Analyzing your brand..."
// card: the workflow's five real stages and its real percentage (document 2 §2.1 item 4).
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Steps, { type StepsProps } from '@cloudscape-design/components/steps';
import { colorBackgroundBackdrop } from '@cloudscape-design/design-tokens';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { GenerationRun } from '#contracts/generation';
import { failedStage, percentOf, stagesOf, type StageView } from './wizard.ts';

const CRAFTING = 'Crafting your marketing strategy...';
const STARTING = 'Analyzing your brand...';
const FINISHED = 'Your content is ready.';
const PROGRESS_LABEL = 'Overall progress';
const STAGES_LABEL = 'Generation stages';
const FAILED_HEADER = (stage: string | undefined) => (stage ? `${stage} failed` : 'Generation failed');
const FAILED_FALLBACK = 'The generation stopped before it finished.';
const TRY_AGAIN = 'Try again';
const EDIT_BRAND = 'Edit brand details';
const RECONNECTING = 'Lost contact with the server, retrying…';

const STAGE_STATUS: Record<StageView['state'], { status: StepsProps.Status; label: string }> = {
  pending: { status: 'pending', label: 'Waiting' },
  active: { status: 'loading', label: 'In progress' },
  done: { status: 'success', label: 'Done' },
  failed: { status: 'error', label: 'Failed' },
};

type GenerationOverlayProps = {
  /** The polled run; null while the brand kit is saving and the run is starting. */
  run: GenerationRun | null;
  /** A polling problem to mention (polling keeps going unless `pollStopped`). */
  pollError: string | null;
  pollStopped: boolean;
  retrying: boolean;
  onTryAgain: () => void;
  onEditBrand: () => void;
};

/**
 * The line under the title: the stage being worked on now ("Writing 7 social posts..."), the
 * first one still waiting while none is active, or done; the failed stage when one failed.
 */
export function stageSubtitle(run: GenerationRun | null): string {
  if (!run) return STARTING;
  if (run.status === 'succeeded') return FINISHED;
  const stages = stagesOf(run);
  const current =
    stages.find((stage) => stage.state === 'failed') ?? stages.find((stage) => stage.state === 'active') ?? stages.find((stage) => stage.state === 'pending');
  return current ? `${current.label}...` : FINISHED;
}

/** The page behind is dimmed with the theme's backdrop, as under a Cloudscape modal. */
const BACKDROP_STYLE = { background: colorBackgroundBackdrop } as const;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function GenerationOverlay({ run, pollError, pollStopped, retrying, onTryAgain, onEditBrand }: GenerationOverlayProps) {
  const titleId = useId();
  const subtitleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const failed = run?.status === 'failed' || pollStopped;
  const stage = run ? failedStage(run) : null;
  const subtitle = stageSubtitle(run);
  const percent = percentOf(run);

  // Keyboard users start inside the dialog; the page behind it is covered.
  useEffect(() => {
    panel.current?.focus();
  }, []);

  // Tab and Shift+Tab cycle through the dialog's own controls (aria-modal alone does not stop Tab).
  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusables = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) {
      event.preventDefault();
      panel.current.focus();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const steps: StepsProps.Step[] = stagesOf(run).map((item) => ({
    status: STAGE_STATUS[item.state].status,
    statusIconAriaLabel: STAGE_STATUS[item.state].label,
    header: item.label,
    details: item.detail ? <Box variant="small">{item.detail}</Box> : undefined,
  }));

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the modal dialog keeps Tab inside itself
    <div className="markk-overlay" style={BACKDROP_STYLE} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={trapTab}>
      <div className="markk-overlay__panel" ref={panel} tabIndex={-1} data-testid="generation-overlay">
        <Container
          header={
            <Header variant="h2">
              <span id={titleId}>{CRAFTING}</span>
            </Header>
          }
        >
          <SpaceBetween size="l">
            <Box variant="h3">
              <span id={subtitleId} data-testid="generation-stage">
                {subtitle}
              </span>
            </Box>
            <Steps steps={steps} ariaLabel={STAGES_LABEL} />
            {/* The stage describes the bar, so a screen reader hears the bar's own value with the
                stage it belongs to ("45%, Writing 7 social posts..."), as the bar shows it. */}
            <ProgressBar value={percent} label={PROGRESS_LABEL} ariaDescribedby={subtitleId} status="in-progress" />
            {pollError && !failed && <Alert type="warning">{`${RECONNECTING} ${pollError}`}</Alert>}
            <div aria-live="assertive">
              {failed && (
                <Alert type="error" header={FAILED_HEADER(stage?.label)}>
                  <SpaceBetween size="s">
                    <span className="markk-pre-wrap">{(run?.status === 'failed' ? run.error : pollError) ?? FAILED_FALLBACK}</span>
                    <SpaceBetween size="xs" direction="horizontal">
                      <Button variant="primary" onClick={onTryAgain} loading={retrying}>
                        {TRY_AGAIN}
                      </Button>
                      <Button onClick={onEditBrand} disabled={retrying}>
                        {EDIT_BRAND}
                      </Button>
                    </SpaceBetween>
                  </SpaceBetween>
                </Alert>
              )}
            </div>
          </SpaceBetween>
        </Container>
      </div>
    </div>
  );
}
