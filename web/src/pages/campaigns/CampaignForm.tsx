// A campaign's fields, for a new campaign and for editing one: name, goal (the brand kit's goal
// offered, or the owner's own words), dates, networks, an optional budget in a currency, and an
// optional landing link. Checked with the API's own schema before sending, each problem under
// its field; the server's answer, if it refuses, above the buttons. Nothing typed is lost.
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  CAMPAIGN_CURRENCIES,
  CAMPAIGN_GOAL_MAX,
  CAMPAIGN_NAME_MAX,
  CreateCampaignBody,
  dateProblem,
  type Campaign,
  type CampaignCurrency,
} from '#contracts/campaigns';
import { Network } from '#contracts/connected-accounts';
import { NETWORK_LABELS } from '../../lib/publishing.ts';
import { brandKitQuery } from '../../queries/brand-kit.ts';

const NAME = 'Name';
const NAME_HINT = `What you call it, e.g. “Spring open day”. At most ${CAMPAIGN_NAME_MAX} characters.`;
const GOAL = 'Goal';
const GOAL_HINT = 'What the campaign should achieve: your brand kit’s goal, or your own words.';
const GOAL_FROM_KIT = 'Your brand kit’s goal';
const START = 'Start date';
const END = 'End date';
const DATE_PLACEHOLDER = 'YYYY/MM/DD';
const OPEN_CALENDAR = 'Choose a date';
const NETWORKS_LABEL = 'Networks';
const NETWORKS_HINT = 'Where the campaign’s posts go out.';
const BUDGET = 'Budget (optional)';
const BUDGET_HINT = 'What you plan to spend on ads, for your own records.';
const CURRENCY = 'Currency';
const LANDING = 'Landing link (optional)';
const LANDING_HINT = 'Where the campaign sends people, e.g. https://yourshop.com/open-day. Tracked links start from it.';
const CANCEL = 'Cancel';

const NETWORKS = Network.options;
const CURRENCY_OPTIONS = CAMPAIGN_CURRENCIES.map((code) => ({ value: code, label: code }));

/** What the form holds: text as typed (the budget too), so a half-typed value is never lost. */
export type CampaignDraft = {
  name: string;
  goal: string;
  startDate: string;
  endDate: string;
  networks: Network[];
  budget: string;
  currency: CampaignCurrency;
  landingUrl: string;
};

/** The fields as the API takes them: an empty budget or link is none. */
export type CampaignFields = Omit<CreateCampaignBody, 'requestId'>;

const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A new campaign: from today, for 30 days, on Instagram and Facebook. */
export function newDraft(today = new Date()): CampaignDraft {
  const end = new Date(today);
  end.setDate(end.getDate() + 29);
  return {
    name: '',
    goal: '',
    startDate: localDay(today),
    endDate: localDay(end),
    networks: ['instagram', 'facebook'],
    budget: '',
    currency: 'GBP',
    landingUrl: '',
  };
}

export const draftOf = (campaign: Campaign): CampaignDraft => ({
  name: campaign.name,
  goal: campaign.goal,
  startDate: campaign.startDate,
  endDate: campaign.endDate,
  networks: campaign.networks,
  budget: campaign.budget === null ? '' : String(campaign.budget),
  currency: campaign.currency,
  landingUrl: campaign.landingUrl ?? '',
});

const fieldsOf = (draft: CampaignDraft) => ({
  ...draft,
  budget: draft.budget.trim() ? Number(draft.budget.trim().replace(/,/g, '')) : null,
  landingUrl: draft.landingUrl.trim() || null,
});

type Errors = Partial<Record<keyof CampaignDraft, string>>;

/** The draft as the API takes it, or each field's first problem. */
export function checkDraft(draft: CampaignDraft): { fields: CampaignFields } | { errors: Errors } {
  const parsed = CreateCampaignBody.omit({ requestId: true }).safeParse(fieldsOf(draft));
  const errors: Errors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof CampaignDraft;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.startDate && !errors.endDate) {
    const problem = dateProblem(draft.startDate, draft.endDate);
    if (problem) errors.endDate = problem;
  }
  return parsed.success && Object.keys(errors).length === 0 ? { fields: parsed.data } : { errors };
}

type CampaignFormProps = {
  initial: CampaignDraft;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the buttons. */
  failure: string | null;
  onSubmit: (fields: CampaignFields) => void;
  onCancel: () => void;
};

export function CampaignForm({ initial, submitLabel, pending, failure, onSubmit, onCancel }: CampaignFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const kit = useQuery(brandKitQuery());
  const kitGoal = kit.data?.brandKit?.mainGoal.trim().slice(0, CAMPAIGN_GOAL_MAX);
  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const toggle = (network: Network, on: boolean) =>
    set(
      'networks',
      NETWORKS.filter((n) => (n === network ? on : draft.networks.includes(n))),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSubmit(checked.fields);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        errorText={failure}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onCancel}>
              {CANCEL}
            </Button>
            <Button variant="primary" formAction="submit" loading={pending}>
              {submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <SpaceBetween size="l">
            <FormField label={NAME} description={NAME_HINT} errorText={errors.name}>
              <Input value={draft.name} onChange={({ detail }) => set('name', detail.value)} ariaRequired />
            </FormField>
            <FormField label={GOAL} description={GOAL_HINT} errorText={errors.goal}>
              <Autosuggest
                value={draft.goal}
                onChange={({ detail }) => set('goal', detail.value)}
                options={kitGoal ? [{ value: kitGoal, description: GOAL_FROM_KIT }] : []}
                enteredTextLabel={(value) => `Use “${value}”`}
                ariaRequired
                empty={null}
              />
            </FormField>
            <ColumnLayout columns={2}>
              <FormField label={START} errorText={errors.startDate}>
                <DatePicker
                  value={draft.startDate}
                  placeholder={DATE_PLACEHOLDER}
                  openCalendarAriaLabel={(selected) =>
                    selected ? `${OPEN_CALENDAR} for the start, selected date is ${selected}` : `${OPEN_CALENDAR} for the start`
                  }
                  onChange={({ detail }) => set('startDate', detail.value)}
                  expandToViewport
                />
              </FormField>
              <FormField label={END} errorText={errors.endDate}>
                <DatePicker
                  value={draft.endDate}
                  placeholder={DATE_PLACEHOLDER}
                  openCalendarAriaLabel={(selected) =>
                    selected ? `${OPEN_CALENDAR} for the end, selected date is ${selected}` : `${OPEN_CALENDAR} for the end`
                  }
                  onChange={({ detail }) => set('endDate', detail.value)}
                  expandToViewport
                />
              </FormField>
            </ColumnLayout>
            <FormField label={NETWORKS_LABEL} description={NETWORKS_HINT} errorText={errors.networks}>
              <div role="group" aria-label={NETWORKS_LABEL}>
                <SpaceBetween direction="horizontal" size="l">
                  {NETWORKS.map((network) => (
                    <Checkbox key={network} checked={draft.networks.includes(network)} onChange={({ detail }) => toggle(network, detail.checked)}>
                      {NETWORK_LABELS[network]}
                    </Checkbox>
                  ))}
                </SpaceBetween>
              </div>
            </FormField>
            <ColumnLayout columns={2}>
              <FormField label={BUDGET} description={BUDGET_HINT} errorText={errors.budget}>
                <Input value={draft.budget} inputMode="decimal" onChange={({ detail }) => set('budget', detail.value)} />
              </FormField>
              <FormField label={CURRENCY} errorText={errors.currency}>
                <Select
                  selectedOption={CURRENCY_OPTIONS.find((o) => o.value === draft.currency) ?? CURRENCY_OPTIONS[0]!}
                  options={CURRENCY_OPTIONS}
                  onChange={({ detail }) => set('currency', detail.selectedOption.value as CampaignCurrency)}
                />
              </FormField>
            </ColumnLayout>
            <FormField label={LANDING} description={LANDING_HINT} errorText={errors.landingUrl}>
              <Input value={draft.landingUrl} type="url" inputMode="url" placeholder="https://" onChange={({ detail }) => set('landingUrl', detail.value)} />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
