// "Add endpoint": the receiver's address and the events it wants; the signing secret the server
// answers is handed up to be shown once.
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES, type WebhookEventType } from '#contracts/webhooks';
import { errorMessage } from '../../../app/errors.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { useCreateWebhook } from '../../../queries/webhooks.ts';
import { EVENT_LABELS } from './labels.ts';

const URL_LABEL = 'Endpoint URL';
const URL_HINT = 'Markk POSTs signed JSON to this address. HTTPS only.';
const URL_PLACEHOLDER = 'https://hooks.example.com/markk';
const EVENTS_LABEL = 'Events';
const ADD = 'Add endpoint';

export function AddEndpointForm({ onCreated }: { onCreated: (secret: string, url: string) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['post.published']);
  const [urlError, setUrlError] = useState('');
  const [eventsError, setEventsError] = useState('');
  // One id per attempt at this address: a double click or a retry registers one endpoint.
  const requestId = useRef(newRequestId());

  const toggle = (event: WebhookEventType, checked: boolean) => {
    setEventsError('');
    setEvents((current) => (checked ? [...current, event] : current.filter((e) => e !== event)));
  };

  async function submit() {
    if (create.isPending) return;
    setUrlError('');
    setEventsError('');
    if (!url.trim()) return setUrlError(WEBHOOK_MESSAGES.url);
    if (events.length === 0) return setEventsError(WEBHOOK_MESSAGES.noEvents);
    try {
      const made = await create.mutateAsync({ requestId: requestId.current, url, events });
      requestId.current = newRequestId();
      setUrl('');
      onCreated(made.secret, made.endpoint.url);
    } catch (error) {
      setUrlError(errorMessage(error));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SpaceBetween size="m">
        <FormField label={URL_LABEL} description={URL_HINT} errorText={urlError}>
          <Input
            value={url}
            type="url"
            inputMode="url"
            placeholder={URL_PLACEHOLDER}
            ariaRequired
            onChange={({ detail }) => {
              setUrl(detail.value);
              setUrlError('');
              requestId.current = newRequestId();
            }}
          />
        </FormField>
        <FormField label={EVENTS_LABEL} errorText={eventsError}>
          <SpaceBetween size="xxs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} checked={events.includes(event)} onChange={({ detail }) => toggle(event, detail.checked)} description={event}>
                {EVENT_LABELS[event]}
              </Checkbox>
            ))}
          </SpaceBetween>
        </FormField>
        <Button variant="primary" formAction="submit" loading={create.isPending}>
          {ADD}
        </Button>
      </SpaceBetween>
    </form>
  );
}
