// Share and referral page (/share); spec 2: titled "Share" followed by the product name.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function SharePage() {
  return <PlaceholderPage title="Share" />;
}
