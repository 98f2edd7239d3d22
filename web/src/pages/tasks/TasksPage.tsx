// Cross-project task browser (/tasks), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function TasksPage() {
  return <PlaceholderPage title="Tasks" />;
}
