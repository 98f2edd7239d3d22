// "Write outline": the topic (checked with the API's own schema before sending, its problem under
// the field), an optional campaign whose goal sets the call to action, and the button. One request
// id per click, so a retried request makes one outline; while the writer works, the form says so.
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState, type FormEvent } from 'react';
import { SEO_TOPIC_MAX, SeoTopic, type SeoOutline } from '#contracts/seo-outlines';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { CampaignSelect } from '../../../components/campaigns/CampaignSelect.tsx';
import { newRequestId } from '../../../lib/request-id.ts';
import { useCreateSeoOutline } from '../../../queries/seo-outlines.ts';

const HEADING = 'New outline';
const TOPIC = 'Topic';
const TOPIC_HINT = 'What the blog post is about, in your own words, for example “How to choose a wedding cake”.';
const CAMPAIGN = 'Campaign (optional)';
const CAMPAIGN_HINT = 'The post’s call to action follows the campaign’s goal.';
const NO_CAMPAIGN = 'No campaign';
const WRITE = 'Write outline';
const WRITING = 'Writing your outline from your brand kit…';
const WRITTEN = 'Outline written';

export function OutlineForm({ onWritten }: { onWritten: (outline: SeoOutline) => void }) {
  const create = useCreateSeoOutline();
  const { toast } = useToast();
  const [topic, setTopic] = useState('');
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [topicError, setTopicError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = SeoTopic.safeParse(topic);
    setTopicError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    setFailure(null);
    if (!parsed.success) return;
    create.mutate(
      { topic: parsed.data, ...(campaignId ? { campaignId } : {}), requestId: newRequestId() },
      {
        onSuccess: (outline) => {
          toast({ title: WRITTEN, description: outline.title, variant: 'success' });
          setTopic('');
          onWritten(outline);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        errorText={failure}
        actions={
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            {create.isPending && <StatusIndicator type="loading">{WRITING}</StatusIndicator>}
            <Button variant="primary" iconName="gen-ai" formAction="submit" loading={create.isPending}>
              {WRITE}
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h2">{HEADING}</Header>}>
          <SpaceBetween size="m">
            <FormField label={TOPIC} description={TOPIC_HINT} constraintText={`${topic.length} / ${SEO_TOPIC_MAX}`} errorText={topicError}>
              <Input value={topic} onChange={({ detail }) => setTopic(detail.value)} disabled={create.isPending} />
            </FormField>
            <CampaignSelect
              value={campaignId}
              onChange={setCampaignId}
              noneLabel={NO_CAMPAIGN}
              label={CAMPAIGN}
              description={CAMPAIGN_HINT}
              disabled={create.isPending}
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
