// Resources vault (/resources), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import { resourcesRoute } from './routes.ts';

export default function ResourcesPage() {
  return <PlaceholderPage title={resourcesRoute.title} description="Access SOPs, guides, and important documents" />;
}
