// "Use Your ChatGPT" (spec 02 §2.1, §4, §5): the user's own OpenAI key — masked with a show/hide
// toggle, required and trimmed, checked with a real, cheap call to OpenAI ("Connecting..."
// meanwhile), and kept only in this tab's memory once it works. A back button returns to the
// expert list.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { useVerifyKey } from '../../queries/chat.ts';
import { setOwnKey } from './own-key.ts';

export const KEY_LABEL = 'OpenAI API key';
export const CONNECT = 'Connect';
export const CONNECTING = 'Connecting...';
export const BACK = 'Back to experts';
export const SHOW_KEY = 'Show key';
export const HIDE_KEY = 'Hide key';
export const CONNECTED_TITLE = 'Connected successfully!';
export const CONNECTED_TEXT = 'Your ChatGPT API is ready for unlimited conversations.';
const DESCRIPTION = 'Chat with your own ChatGPT: replies use your OpenAI account, not your Markk AI credits.';
const KEY_HINT = 'Your key stays in this browser tab only: Markk never stores it, and reloading the page forgets it.';
const PLACEHOLDER = 'sk-...';
const FORM_HEADING = 'Connect your OpenAI API key';
const CONNECT_FAILED = 'Could not connect';

/** The key as it is sent: trimmed (spec 02 §5). */
export const trimmedKey = (value: string) => value.trim();

/** Submit is disabled while the key is empty or being checked (spec 02 §5). */
export function canConnect(value: string, connecting: boolean): boolean {
  return !connecting && trimmedKey(value).length > 0;
}

type Props = {
  /** Back to the expert list. */
  onBack: () => void;
};

export function KeyForm({ onBack }: Props) {
  const { toast } = useToast();
  const verify = useVerifyKey();
  const [value, setValue] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const connecting = verify.isPending;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canConnect(value, connecting)) return;
    const key = trimmedKey(value);
    setError(null);
    verify.mutate(key, {
      onSuccess: () => {
        setOwnKey(key);
        toast({ title: CONNECTED_TITLE, description: CONNECTED_TEXT, variant: 'success' });
      },
      onError: (failure) => setError(errorMessage(failure, CONNECT_FAILED)),
    });
  }

  return (
    <form onSubmit={submit} data-testid="key-form" noValidate>
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" iconName="arrow-left" onClick={onBack} disabled={connecting}>
              {BACK}
            </Button>
            <Button variant="primary" formAction="submit" disabled={!canConnect(value, connecting)}>
              {connecting ? CONNECTING : CONNECT}
            </Button>
          </SpaceBetween>
        }
      >
        <Container
          header={
            <Header variant="h2" description={DESCRIPTION}>
              {FORM_HEADING}
            </Header>
          }
        >
          <SpaceBetween size="s">
            <FormField label={KEY_LABEL} constraintText={KEY_HINT} errorText={error ?? undefined} stretch>
              <div className="markk-chat-key-row">
                <div className="markk-chat-key-input">
                  <Input
                    type={shown ? 'text' : 'password'}
                    value={value}
                    placeholder={PLACEHOLDER}
                    autoComplete={false}
                    spellcheck={false}
                    disableBrowserAutocorrect
                    invalid={Boolean(error)}
                    disabled={connecting}
                    onChange={({ detail }) => {
                      setValue(detail.value);
                      setError(null);
                    }}
                  />
                </div>
                <Button formAction="none" iconName={shown ? 'lock-private' : 'unlocked'} onClick={() => setShown((current) => !current)}>
                  {shown ? HIDE_KEY : SHOW_KEY}
                </Button>
              </div>
            </FormField>
            {connecting && (
              <div role="status">
                <Box color="text-body-secondary">{CONNECTING}</Box>
              </div>
            )}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
