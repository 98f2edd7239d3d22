// Team management (/team), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function TeamPage() {
  return <PlaceholderPage title="Team Management" />;
}
