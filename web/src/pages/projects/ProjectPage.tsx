// Project page (/projects/:projectId), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function ProjectPage() {
  return <PlaceholderPage title="Project" />;
}
