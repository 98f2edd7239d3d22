// Project list (/projects), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import { projectsRoute } from './routes.ts';

export default function ProjectsPage() {
  return <PlaceholderPage title={projectsRoute.title} />;
}
