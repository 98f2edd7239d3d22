// Community (/community), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function CommunityPage() {
  return <PlaceholderPage title="Community" />;
}
