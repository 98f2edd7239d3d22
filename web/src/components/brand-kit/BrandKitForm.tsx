// The brand kit fields shared by onboarding step 1 and Settings › Brand: texts, platforms,
// tone (an option or free text), two colours and the optional logo.
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { BRAND_DEFAULTS, PLATFORMS, TONE_OPTIONS } from '#contracts/brand-kit';
import { brandKitErrors, isHexColour, type BrandKitField, type BrandKitFormValues, type Platform, type ToneChoice } from './brand-kit-fields.ts';
import { PICKER_STYLE } from './brand-kit-styles.ts';
import { LogoUpload } from './LogoUpload.tsx';
import './brand-kit.css';

const LABELS = {
  name: 'Brand name',
  industry: 'Industry',
  targetAudience: 'Target audience',
  mainGoal: 'Main goal',
  platforms: 'Platforms',
  tone: 'Tone of voice',
  customTone: 'Describe your tone',
  primary: 'Primary colour',
  secondary: 'Secondary colour',
  logo: 'Logo',
} as const;
const PLACEHOLDERS = {
  name: 'e.g. Corner Café',
  industry: 'e.g. Coffee shop',
  targetAudience: 'Who are your customers?',
  mainGoal: 'What should your marketing achieve?',
  customTone: 'e.g. Warm and witty',
} as const;
const PLATFORMS_HINT = 'Where do you want to be seen? Choose at least one.';
const TONE_CUSTOM = 'Other';
const LOGO_OPTIONAL = '- optional';
const LOGO_HINT = 'PNG or JPG up to 5MB';
const PICKER_LABEL = (name: string) => `${name} picker`;

/** Shown beside a disabled Review Summary or Save button, so the rule is visible. */
export const BRAND_KIT_REQUIRED_HINT = 'Fill in brand name, industry, target audience and main goal, and choose at least one platform.';

type BrandKitFormProps = {
  values: BrandKitFormValues;
  onChange: (values: BrandKitFormValues) => void;
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
};

type TextField = 'name' | 'industry' | 'targetAudience' | 'mainGoal';

export function BrandKitForm({ values, onChange, onUploadingChange, disabled = false }: BrandKitFormProps) {
  const [touched, setTouched] = useState<ReadonlySet<BrandKitField>>(new Set());
  const errors = brandKitErrors(values, touched);

  const touch = (field: BrandKitField) => setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  const set = <K extends keyof BrandKitFormValues>(field: K, value: BrandKitFormValues[K]) => onChange({ ...values, [field]: value });

  const textInput = (field: Extract<TextField, 'name' | 'industry'>) => (
    <FormField label={LABELS[field]} errorText={errors[field]} stretch>
      <Input
        value={values[field]}
        placeholder={PLACEHOLDERS[field]}
        onChange={({ detail }) => set(field, detail.value)}
        onBlur={() => touch(field)}
        disabled={disabled}
        invalid={Boolean(errors[field])}
      />
    </FormField>
  );

  const textArea = (field: Extract<TextField, 'targetAudience' | 'mainGoal'>) => (
    <FormField label={LABELS[field]} errorText={errors[field]} stretch>
      <Textarea
        value={values[field]}
        placeholder={PLACEHOLDERS[field]}
        rows={3}
        onChange={({ detail }) => set(field, detail.value)}
        onBlur={() => touch(field)}
        disabled={disabled}
        invalid={Boolean(errors[field])}
      />
    </FormField>
  );

  const togglePlatform = (platform: Platform, checked: boolean) => {
    touch('platforms');
    const chosen = checked ? [...values.platforms, platform] : values.platforms.filter((p) => p !== platform);
    set(
      'platforms',
      PLATFORMS.filter((p) => chosen.includes(p)),
    );
  };

  const colourField = (field: 'primary' | 'secondary') => {
    const fallback = BRAND_DEFAULTS.palette[field];
    return (
      <FormField label={LABELS[field]} errorText={errors[field]}>
        <div className="markk-colour-field">
          <input
            type="color"
            className="markk-colour-field__picker"
            style={PICKER_STYLE}
            aria-label={PICKER_LABEL(LABELS[field])}
            value={(isHexColour(values[field]) ? values[field].trim() : fallback).toLowerCase()}
            onChange={(event) => set(field, event.target.value.toUpperCase())}
            disabled={disabled}
          />
          <Input
            value={values[field]}
            onChange={({ detail }) => set(field, detail.value)}
            disabled={disabled}
            invalid={Boolean(errors[field])}
            spellcheck={false}
          />
        </div>
      </FormField>
    );
  };

  return (
    <SpaceBetween size="l">
      {textInput('name')}
      {textInput('industry')}
      {textArea('targetAudience')}
      {textArea('mainGoal')}

      <FormField label={LABELS.platforms} description={PLATFORMS_HINT} errorText={errors.platforms} stretch>
        <div className="markk-platforms">
          {PLATFORMS.map((platform) => (
            <Checkbox
              key={platform}
              checked={values.platforms.includes(platform)}
              onChange={({ detail }) => togglePlatform(platform, detail.checked)}
              disabled={disabled}
            >
              {platform}
            </Checkbox>
          ))}
        </div>
      </FormField>

      <FormField label={LABELS.tone} errorText={errors.customTone} stretch>
        <SpaceBetween size="xs">
          <RadioGroup
            direction="horizontal"
            value={values.toneChoice}
            onChange={({ detail }) => set('toneChoice', detail.value as ToneChoice)}
            items={[...TONE_OPTIONS.map((tone) => ({ value: tone, label: tone, disabled })), { value: 'custom', label: TONE_CUSTOM, disabled }]}
          />
          {values.toneChoice === 'custom' && (
            <Input
              ariaLabel={LABELS.customTone}
              value={values.customTone}
              placeholder={PLACEHOLDERS.customTone}
              onChange={({ detail }) => set('customTone', detail.value)}
              disabled={disabled}
              invalid={Boolean(errors.customTone)}
            />
          )}
        </SpaceBetween>
      </FormField>

      <ColumnLayout columns={2} minColumnWidth={150}>
        {colourField('primary')}
        {colourField('secondary')}
      </ColumnLayout>

      <FormField label={LABELS.logo} info={LOGO_OPTIONAL} constraintText={LOGO_HINT} stretch>
        <LogoUpload logoUrl={values.logoUrl} onChange={(logoUrl) => set('logoUrl', logoUrl)} onUploadingChange={onUploadingChange} disabled={disabled} />
      </FormField>
    </SpaceBetween>
  );
}
