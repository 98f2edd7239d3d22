// Cross-project task browser (/tasks), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import { tasksRoute } from './routes.ts';

export default function TasksPage() {
  return <PlaceholderPage title={tasksRoute.title} />;
}
