// AI assistant (/assistant), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import { assistantRoute } from './routes.ts';

export default function AssistantPage() {
  return <PlaceholderPage title={assistantRoute.title} />;
}
