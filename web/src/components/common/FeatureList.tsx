// A list of plan features or benefits: no bullets (each line starts with its own icon), the theme's spacing.
import { spaceScaledXs } from '@cloudscape-design/design-tokens';
import type { ReactNode } from 'react';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: spaceScaledXs } as const;

export function FeatureList({ children }: { children: ReactNode }) {
  return <ul style={LIST_STYLE}>{children}</ul>;
}
