// Project page (/projects/:projectId), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import { projectRoute } from './routes.ts';

export default function ProjectPage() {
  return <PlaceholderPage title={projectRoute.title} />;
}
