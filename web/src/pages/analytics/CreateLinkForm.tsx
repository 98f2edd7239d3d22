// "New tracked link": destination, title and an optional campaign — one of the owner's campaigns
// (the link is listed on its page, utm_campaign its name) or, without one, a free-text
// utm_campaign. One request id per form, so a double click makes one link; the form clears once
// the link exists.
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import { useState, type FormEvent } from 'react';
import { CreateLinkBody } from '#contracts/analytics';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { CampaignSelect } from '../../components/campaigns/CampaignSelect.tsx';
import { newRequestId } from '../../lib/request-id.ts';
import { useCreateLink } from '../../queries/analytics.ts';
import { useCampaigns } from '../../queries/campaigns.ts';

const HEADER = 'New tracked link';
const URL_LABEL = 'Destination URL';
const URL_HINT = 'Where people land, e.g. https://yourshop.com/spring. Markk adds UTM parameters so your site’s analytics names the source.';
const TITLE_LABEL = 'Title';
const TITLE_HINT = 'Only you see it, in the list below.';
const CAMPAIGN_LABEL = 'Campaign (optional)';
const CAMPAIGN_HINT = 'Sent as utm_campaign; "markk" when left empty.';
const UTM_LABEL = 'utm_campaign (optional)';
const OWN_CAMPAIGN_HINT = 'The link is listed on the campaign’s page, and utm_campaign is the campaign’s name.';
const NO_CAMPAIGN = 'No campaign';
const CREATE = 'Create link';
const CREATED = 'Link created';

type Errors = Partial<Record<'url' | 'title' | 'campaign', string>>;

export function CreateLinkForm({ onCreated }: { onCreated: (linkId: string) => void }) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [campaign, setCampaign] = useState('');
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const hasCampaigns = useCampaigns().data?.pages.some((page) => page.campaigns.length > 0) ?? false;
  const [requestId, setRequestId] = useState(newRequestId);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateLink();
  const { toast } = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = campaignId ? { url, title, campaignId, requestId } : { url, title, campaign, requestId };
    const parsed = CreateLinkBody.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(body, {
      onSuccess: (link) => {
        setUrl('');
        setTitle('');
        setCampaign('');
        setCampaignId(null);
        setRequestId(newRequestId());
        toast({ title: CREATED, description: link.shortUrl, variant: 'success' });
        onCreated(link.id);
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        errorText={failure}
        actions={
          <Button variant="primary" formAction="submit" loading={create.isPending}>
            {CREATE}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{HEADER}</Header>}>
          <ColumnLayout columns={hasCampaigns && !campaignId ? 4 : 3}>
            <FormField label={URL_LABEL} description={URL_HINT} errorText={errors.url}>
              <Input value={url} onChange={({ detail }) => setUrl(detail.value)} type="url" inputMode="url" placeholder="https://" />
            </FormField>
            <FormField label={TITLE_LABEL} description={TITLE_HINT} errorText={errors.title}>
              <Input value={title} onChange={({ detail }) => setTitle(detail.value)} />
            </FormField>
            <CampaignSelect value={campaignId} onChange={setCampaignId} noneLabel={NO_CAMPAIGN} label={CAMPAIGN_LABEL} description={OWN_CAMPAIGN_HINT} />
            {!campaignId && (
              <FormField label={hasCampaigns ? UTM_LABEL : CAMPAIGN_LABEL} description={CAMPAIGN_HINT} errorText={errors.campaign}>
                <Input value={campaign} onChange={({ detail }) => setCampaign(detail.value)} />
              </FormField>
            )}
          </ColumnLayout>
        </Container>
      </Form>
    </form>
  );
}
