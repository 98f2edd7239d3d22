// Choosing one of the owner's campaigns: the Schedule dialog's "Campaign (optional)" and the
// calendar's campaign filter. Campaigns that are running or planned come first; archived ones
// are left out unless one is the current choice. Shows nothing while the owner has none.
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import type { Campaign } from '#contracts/campaigns';
import { useCampaigns } from '../../queries/campaigns.ts';

const PHASE_ORDER: Record<Campaign['phase'], number> = { active: 0, planned: 1, ended: 2, archived: 3 };
const LOADING = 'Loading your campaigns…';

type CampaignSelectProps = {
  value: string | null;
  onChange: (campaignId: string | null) => void;
  /** The option that means none (no campaign, or every campaign). */
  noneLabel: string;
  /** A form field's label (the select is named by it), or the select's own name where it has no field. */
  label: string;
  /** With a description: shown in a form field with its label. */
  description?: string;
  disabled?: boolean;
};

/** The campaigns to offer, in the order to offer them. */
export function campaignChoices(campaigns: readonly Campaign[], current: string | null): Campaign[] {
  return campaigns
    .filter((c) => !c.archived || c.id === current)
    .sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name));
}

export function CampaignSelect({ value, onChange, noneLabel, label, description, disabled = false }: CampaignSelectProps) {
  const campaigns = useCampaigns();
  const all = campaigns.data?.pages.flatMap((page) => page.campaigns) ?? [];
  if (campaigns.isSuccess && all.length === 0 && !value) return null;
  const none: SelectProps.Option = { value: '', label: noneLabel };
  const options: SelectProps.Option[] = [none, ...campaignChoices(all, value).map((c) => ({ value: c.id, label: c.name }))];
  const select = (
    <Select
      selectedOption={options.find((o) => o.value === (value ?? '')) ?? none}
      options={options}
      onChange={({ detail }) => onChange(detail.selectedOption.value || null)}
      statusType={campaigns.isPending ? 'loading' : 'finished'}
      loadingText={LOADING}
      disabled={disabled}
      {...(description === undefined ? { ariaLabel: label } : {})}
    />
  );
  return description === undefined ? (
    select
  ) : (
    <FormField label={label} description={description}>
      {select}
    </FormField>
  );
}
