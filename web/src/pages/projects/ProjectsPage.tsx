// Project list (/projects), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ProjectsPage() {
  return <PlaceholderPage title="Projects" />;
}
