// /docs/api for signed-out visitors: the same reference outside the app shell.
import { PublicFrame } from '../../components/common/PublicFrame.tsx';
import ApiDocsPage from './ApiDocsPage.tsx';

export default function PublicApiDocsPage() {
  return (
    <PublicFrame>
      <ApiDocsPage />
    </PublicFrame>
  );
}
