// /pricing for signed-out visitors: the same page outside the app shell, with "Sign up to get started".
import { PublicFrame } from '../../components/common/PublicFrame.tsx';
import PricingPage from './PricingPage.tsx';

export default function PublicPricingPage() {
  return (
    <PublicFrame>
      <PricingPage />
    </PublicFrame>
  );
}
