// A draft's "Voice match" against the owner's brand voice: the score, the saved text with each
// drifting sentence marked and its reasons listed, and "Add to my voice samples" for the saved
// text. Shown only when the owner has a voice profile; scored again whenever the saved text changes.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import type { VoiceScore } from '#contracts/brand-voice';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { useAddVoiceSample, useBrandVoice, useVoiceScore } from '../../queries/brand-voice.ts';

const HEADING = 'Voice match';
const HINT = 'How closely the saved text sounds like you. Sentences that drift from your voice are highlighted.';
const SCORE = (score: number) => `Voice match ${score}%`;
const NO_DRIFT = 'Every sentence sounds like you.';
const ADD = 'Add to my voice samples';
const ADDED = 'Added to your voice samples: Markk has learned from it.';
const ADD_FAILED = 'Not added to your voice samples';

/** The text with each drifting sentence in a <mark>, in order. */
function marked(text: string, drift: VoiceScore['drift']): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = text;
  drift.forEach(({ sentence }, index) => {
    const at = rest.indexOf(sentence);
    if (at < 0) return;
    parts.push(rest.slice(0, at), <mark key={index}>{sentence}</mark>);
    rest = rest.slice(at + sentence.length);
  });
  parts.push(rest);
  return parts;
}

export function VoiceMatch({ text }: { text: string }) {
  const voice = useBrandVoice();
  const hasVoice = Boolean(voice.data?.voice);
  const score = useVoiceScore(text, hasVoice);
  const add = useAddVoiceSample();
  const { toast } = useToast();
  if (!hasVoice || !score.data) return null;
  const { drift, notes } = score.data;

  return (
    <Box margin={{ top: 'l' }}>
      <Container
        data-testid="voice-match"
        header={
          <Header
            variant="h2"
            description={HINT}
            actions={
              <Button
                loading={add.isPending}
                onClick={() =>
                  add.mutate(text, {
                    onSuccess: () => toast({ title: ADD, description: ADDED, variant: 'success' }),
                    onError: (error) => toast({ title: ADD_FAILED, description: errorMessage(error), variant: 'destructive' }),
                  })
                }
              >
                {ADD}
              </Button>
            }
          >
            {HEADING}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <Box variant="h3" tagOverride="p" data-testid="voice-score">
            {SCORE(score.data.score)}
          </Box>
          {drift.length === 0 && notes.length === 0 ? (
            <StatusIndicator type="success">{NO_DRIFT}</StatusIndicator>
          ) : (
            <>
              <Box variant="p">
                <span style={{ whiteSpace: 'pre-wrap' }}>{marked(text, drift)}</span>
              </Box>
              <ul data-testid="voice-drift">
                {drift.map(({ sentence, reasons }, index) => (
                  <li key={index}>
                    <mark>{sentence}</mark>
                    <ul>
                      {reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </li>
                ))}
                {notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          )}
        </SpaceBetween>
      </Container>
    </Box>
  );
}
