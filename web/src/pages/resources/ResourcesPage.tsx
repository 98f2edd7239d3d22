// Resources vault (/resources), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ResourcesPage() {
  return <PlaceholderPage title="Resources Vault" description="Access SOPs, guides, and important documents" />;
}
