// Task page (/projects/:projectId/tasks/:taskId), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function TaskPage() {
  return <PlaceholderPage title="Task" />;
}
