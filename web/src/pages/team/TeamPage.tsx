// Team management (/team), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import { teamRoute } from './routes.ts';

export default function TeamPage() {
  return <PlaceholderPage title={teamRoute.title} />;
}
