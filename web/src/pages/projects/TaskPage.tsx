// Task page (/projects/:projectId/tasks/:taskId), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import { taskRoute } from './routes.ts';

export default function TaskPage() {
  return <PlaceholderPage title={taskRoute.title} />;
}
