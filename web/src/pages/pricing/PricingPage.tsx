// Plans (/pricing).
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function PricingPage() {
  return <PlaceholderPage title="Pricing" />;
}
