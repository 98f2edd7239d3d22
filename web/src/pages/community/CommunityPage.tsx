// Community (/community), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import { communityRoute } from './routes.ts';

export default function CommunityPage() {
  return <PlaceholderPage title={communityRoute.title} />;
}
