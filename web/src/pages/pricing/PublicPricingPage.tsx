// /pricing for signed-out visitors: the same page outside the app shell, with "Sign up to get started".
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import { PRODUCT_NAME } from '../../app/routing/titles.ts';
import PricingPage from './PricingPage.tsx';

const SIGN_IN = 'Sign in';

export default function PublicPricingPage() {
  return (
    <main className="markk-public-pricing" style={{ maxWidth: 1200, margin: '0 auto', padding: '2rem 1rem' }}>
      <Box float="right">
        <Link href="/auth">{SIGN_IN}</Link>
      </Box>
      <Box variant="h2">{PRODUCT_NAME}</Box>
      <PricingPage />
    </main>
  );
}
