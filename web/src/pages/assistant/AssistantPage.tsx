// AI assistant (/assistant), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function AssistantPage() {
  return <PlaceholderPage title="AI Assistant" />;
}
