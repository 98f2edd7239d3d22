// "Rewrite with AI" on a draft: a quick or free-text instruction, the rewrite streamed into a
// preview as it is written (Stop ends it), and the user's own text left alone in the editor
// until they choose "Use this version" (unsaved until they Save) or "Discard". Used on a saved
// draft and on an item of the onboarding package, each with its own rewrite endpoint.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  borderRadiusInput,
  borderWidthField,
  colorBorderDividerDefault,
  spaceFieldHorizontal,
  spaceScaledS,
  spaceScaledXs,
} from '@cloudscape-design/design-tokens';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { contentEndpoints, QUICK_INSTRUCTIONS, REWRITE_INSTRUCTION_MAX, REWRITE_TEXT_MAX } from '#contracts/content';
import type { EndpointInput } from '#contracts/endpoint';
import { generationEndpoints, type PackageItemKey } from '#contracts/generation';
import { errorMessage } from '../../app/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useStreamingCall } from '../../lib/use-streaming-call.ts';

const HEADING = 'Rewrite with AI';
const DESCRIPTION = 'Tell Markk how to rewrite the body. Your text stays as it is until you choose to use the new version.';
const QUICK_LABEL = 'Quick instructions';
const OWN_LABEL = 'Or say it in your own words';
const OWN_PLACEHOLDER = 'For example: mention our weekend opening hours';
const REWRITE = 'Rewrite';
const STOP = 'Stop';
const USE = 'Use this version';
const DISCARD = 'Discard';
const TRY_AGAIN = 'Try again';
const PREVIEW_LABEL = 'Rewritten text';
const WRITING = (instruction: string) => `Rewriting: ${instruction}…`;
const STARTING = 'Starting the rewrite…';
const READY = 'Rewrite ready. Use it to put it in the editor, then Save to keep it.';
const STOPPED = 'Stopped. You can use what was written so far, or discard it.';
const STOPPED_EMPTY = 'Stopped before anything was written.';
const FAILED = 'The rewrite did not work';
const CUT_SHORT = 'The rewrite stopped early. You can use what was written so far, or try again.';
const EMPTY_BODY = 'Write something in the body first, then ask for a rewrite.';
const TOO_LONG = `The body is too long to rewrite in one go (the limit is ${REWRITE_TEXT_MAX.toLocaleString('en')} characters). Rewrite a shorter part.`;
const INSTRUCTION_TOO_LONG = `Keep the instruction under ${REWRITE_INSTRUCTION_MAX} characters.`;
const SEE_PLANS = 'See plans';
const CREDIT_NOTE = 'Each rewrite uses one AI credit.';
const USED = 'The rewrite is in the editor above. It is not saved yet: press Save to keep it.';
const ABOUT_PLANS = 'About plans';

// Layout from Cloudscape tokens: buttons wrap at 375 px, the preview keeps line breaks.
const QUICK_STYLE = { display: 'flex', flexWrap: 'wrap', gap: spaceScaledXs } as const;
const OWN_STYLE = { display: 'flex', flexWrap: 'wrap', gap: spaceScaledXs, alignItems: 'flex-start' } as const;
const OWN_INPUT_STYLE = { flex: '1 1 16rem', minInlineSize: 0 } as const;
const PREVIEW_STYLE = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  border: `${borderWidthField} solid ${colorBorderDividerDefault}`,
  borderRadius: borderRadiusInput,
  padding: `${spaceScaledS} ${spaceFieldHorizontal}`,
  maxBlockSize: '28rem',
  overflowY: 'auto',
} as const;

type State =
  | { status: 'idle' }
  | { status: 'used' }
  | { status: 'streaming'; instruction: string; text: string }
  | { status: 'ready'; instruction: string; text: string }
  | { status: 'stopped'; instruction: string; text: string }
  | { status: 'error'; instruction: string; text: string; message: string; upgrade: boolean };

/** What is rewritten: a saved draft, or an item of the onboarding package. */
export type RewriteTarget =
  | { endpoint: typeof contentEndpoints.rewrite; params: { itemId: string } }
  | { endpoint: typeof generationEndpoints.rewriteItem; params: { runId: string; item: PackageItemKey } };

type RewriteEndpoint = RewriteTarget['endpoint'];

export interface RewriteWithAiProps {
  target: RewriteTarget;
  /** The editor's title and body as they are now (unsaved edits included): what gets rewritten. */
  title: string;
  body: string;
  /** Puts the chosen rewrite into the editor's body. */
  onUse: (text: string) => void;
  /** Heading level of the panel (h2 on the draft's page; deeper inside the package). */
  headingVariant?: 'h2' | 'h3';
}

export function RewriteWithAi({ target, title, body, onUse, headingVariant = 'h2' }: RewriteWithAiProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [own, setOwn] = useState('');
  const call = useStreamingCall<RewriteEndpoint>(target.endpoint);
  const targetKey = Object.values(target.params).join('-');

  // Leaving the page (or another draft) stops a rewrite in progress.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- stops the rewrite of the draft being left, once per draft
  useEffect(() => call.stop, [targetKey]);

  const streaming = state.status === 'streaming';
  const blocked = !body.trim() ? EMPTY_BODY : body.length > REWRITE_TEXT_MAX ? TOO_LONG : null;
  const ownError = own.trim().length > REWRITE_INSTRUCTION_MAX ? INSTRUCTION_TOO_LONG : undefined;

  async function rewrite(instruction: string) {
    const wanted = instruction.trim();
    if (!wanted || streaming || blocked) return;
    setState({ status: 'streaming', instruction: wanted, text: '' });
    const input = { params: target.params, body: { instruction: wanted, title, body } } as EndpointInput<RewriteEndpoint>;
    const result = await call.run(input, { onText: (soFar) => setState({ status: 'streaming', instruction: wanted, text: soFar }) });
    if (result.outcome === 'done') setState({ status: 'ready', instruction: wanted, text: result.text });
    else if (result.outcome === 'stopped') setState({ status: 'stopped', instruction: wanted, text: result.text });
    else if (result.outcome === 'failed') {
      setState({
        status: 'error',
        instruction: wanted,
        text: result.text,
        message: errorMessage(result.error),
        upgrade: result.error instanceof ApiError && result.error.status === 402,
      });
    }
  }

  function stop() {
    call.stop();
  }

  function use() {
    if (!('text' in state) || !state.text) return;
    onUse(state.text);
    setState({ status: 'used' });
  }

  function discard() {
    setState({ status: 'idle' });
  }

  const text = 'text' in state ? state.text : '';
  const usable = (state.status === 'ready' || state.status === 'stopped' || state.status === 'error') && text.trim() !== '';

  return (
    <Box margin={{ top: 'l' }}>
      <Container
        header={
          <Header variant={headingVariant} description={DESCRIPTION}>
            {HEADING}
          </Header>
        }
      >
        <SpaceBetween size="l">
          {blocked && <Box color="text-status-inactive">{blocked}</Box>}
          <FormField label={QUICK_LABEL} stretch>
            <div style={QUICK_STYLE} role="group" aria-label={QUICK_LABEL}>
              {QUICK_INSTRUCTIONS.map((instruction) => (
                <Button key={instruction} onClick={() => void rewrite(instruction)} disabled={streaming || Boolean(blocked)}>
                  {instruction}
                </Button>
              ))}
            </div>
          </FormField>
          <FormField label={OWN_LABEL} errorText={ownError} stretch>
            <div style={OWN_STYLE}>
              <div style={OWN_INPUT_STYLE}>
                <Input
                  value={own}
                  placeholder={OWN_PLACEHOLDER}
                  ariaLabel={OWN_LABEL}
                  onChange={({ detail }) => setOwn(detail.value)}
                  onKeyDown={({ detail }) => {
                    if (detail.key === 'Enter' && !ownError) void rewrite(own);
                  }}
                  disabled={streaming || Boolean(blocked)}
                  invalid={Boolean(ownError)}
                />
              </div>
              <Button onClick={() => void rewrite(own)} disabled={streaming || Boolean(blocked) || !own.trim() || Boolean(ownError)}>
                {REWRITE}
              </Button>
            </div>
          </FormField>

          {state.status === 'used' && <StatusIndicator type="info">{USED}</StatusIndicator>}
          {state.status !== 'idle' && state.status !== 'used' && (
            <SpaceBetween size="s">
              {state.status === 'streaming' && <StatusIndicator type="loading">{text ? WRITING(state.instruction) : STARTING}</StatusIndicator>}
              {state.status === 'ready' && <StatusIndicator type="success">{READY}</StatusIndicator>}
              {state.status === 'stopped' && <StatusIndicator type="stopped">{text ? STOPPED : STOPPED_EMPTY}</StatusIndicator>}
              {state.status === 'error' && (
                <Alert
                  type="error"
                  header={FAILED}
                  action={
                    state.upgrade ? (
                      <Button onClick={() => void navigate('/pricing')}>{SEE_PLANS}</Button>
                    ) : (
                      <Button onClick={() => void rewrite(state.instruction)}>{TRY_AGAIN}</Button>
                    )
                  }
                >
                  {text ? `${state.message} ${CUT_SHORT}` : state.message}
                </Alert>
              )}
              {(text || streaming) && (
                <div
                  style={PREVIEW_STYLE}
                  tabIndex={0}
                  role="region"
                  aria-label={PREVIEW_LABEL}
                  aria-live="polite"
                  aria-busy={streaming}
                  data-testid="rewrite-preview"
                >
                  {text}
                </div>
              )}
              <SpaceBetween size="xs" direction="horizontal">
                {streaming && <Button onClick={stop}>{STOP}</Button>}
                {usable && (
                  <Button variant="primary" onClick={use}>
                    {USE}
                  </Button>
                )}
                {!streaming && <Button onClick={discard}>{DISCARD}</Button>}
              </SpaceBetween>
            </SpaceBetween>
          )}
          {(state.status === 'idle' || state.status === 'used') && body.trim() && !blocked && (
            <Box variant="small" color="text-body-secondary">
              {CREDIT_NOTE}{' '}
              <Link
                href="/pricing"
                variant="secondary"
                fontSize="inherit"
                onFollow={(event) => {
                  event.preventDefault();
                  void navigate('/pricing');
                }}
              >
                {ABOUT_PLANS}
              </Link>
            </Box>
          )}
        </SpaceBetween>
      </Container>
    </Box>
  );
}
