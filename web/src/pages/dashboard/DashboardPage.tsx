// Dashboard (/): stats, quick actions, notifications and the invite panel arrive in a later issue.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function DashboardPage() {
  return <PlaceholderPage title="Marketing Dashboard" />;
}
