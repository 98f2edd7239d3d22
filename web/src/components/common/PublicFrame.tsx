// A page for signed-out visitors (pricing, the API reference): the product's name and "Sign in"
// above it, outside the app shell.
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import { spaceScaledL, spaceScaledXl } from '@cloudscape-design/design-tokens';
import type { ReactNode } from 'react';
import { paths } from '../../app/routing/paths.ts';
import { PRODUCT_NAME } from '../../app/routing/titles.ts';

const SIGN_IN = 'Sign in';
const PAGE_STYLE = { maxWidth: 1200, margin: '0 auto', padding: `${spaceScaledXl} ${spaceScaledL}` } as const;

export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <main style={PAGE_STYLE}>
      <Box float="right">
        <Link href={paths.auth()}>{SIGN_IN}</Link>
      </Box>
      <Box variant="h2">{PRODUCT_NAME}</Box>
      {children}
    </main>
  );
}
