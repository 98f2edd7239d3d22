// A brand kit read back: the full review of onboarding step 1.5, or the short preview of step 2.
import KeyValuePairs, { type KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import type { Palette } from '#contracts/brand-kit';
import { swatchStyle } from './brand-kit-styles.ts';
import './brand-kit.css';

const LABELS = {
  logo: 'Logo',
  company: 'Company',
  industry: 'Industry',
  tone: 'Tone',
  targetAudience: 'Target audience',
  mainGoal: 'Main goal',
  platforms: 'Platforms',
  colours: 'Colours',
} as const;
const NO_LOGO = 'No logo';
const LOGO_ALT = 'Your logo';

export type BrandKitSummaryData = {
  name: string;
  industry: string;
  toneOfVoice?: string;
  targetAudience: string;
  mainGoal: string;
  platforms: readonly string[];
  palette?: Palette;
  logoUrl?: string | null;
};

export function ColourSwatch({ colour }: { colour: string }) {
  return (
    <span className="markk-swatch">
      <span className="markk-swatch__chip" style={swatchStyle(colour)} aria-hidden="true" />
      <span>{colour}</span>
    </span>
  );
}

/** `review` lists every field (step 1.5); `preview` the identity only: name, industry, tone, colours, logo (step 2). */
export function BrandKitSummary({ kit, variant }: { kit: BrandKitSummaryData; variant: 'review' | 'preview' }) {
  const palette = kit.palette;
  const logo = kit.logoUrl ? <img className="markk-logo" src={kit.logoUrl} alt={LOGO_ALT} /> : NO_LOGO;
  const colours = palette ? (
    <span className="markk-swatch">
      <ColourSwatch colour={palette.primary} />
      <ColourSwatch colour={palette.secondary} />
    </span>
  ) : null;
  const text = (value: string | undefined) => <span className="markk-pre-wrap">{value}</span>;

  const items: KeyValuePairsProps.Pair[] = [
    { label: LABELS.logo, value: logo },
    { label: LABELS.company, value: text(kit.name) },
    { label: LABELS.industry, value: text(kit.industry) },
    { label: LABELS.tone, value: text(kit.toneOfVoice) },
    ...(variant === 'review'
      ? [
          { label: LABELS.targetAudience, value: text(kit.targetAudience) },
          { label: LABELS.mainGoal, value: text(kit.mainGoal) },
          { label: LABELS.platforms, value: kit.platforms.join(', ') },
        ]
      : []),
    { label: LABELS.colours, value: colours },
  ];
  return <KeyValuePairs columns={2} items={items} />;
}
