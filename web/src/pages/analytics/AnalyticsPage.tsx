// Analytics (/analytics): for now its Links section — make a tracked short link, see who clicks.
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { CreateLinkForm } from './CreateLinkForm.tsx';
import { LinkDetail } from './LinkDetail.tsx';
import { LinksTable } from './LinksTable.tsx';

const DESCRIPTION = 'Short links that count who clicks, by day, country and where they came from.';

export default function AnalyticsPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const [selected, setSelected] = useState<string | null>(null);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={DESCRIPTION}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <CreateLinkForm onCreated={(linkId) => setSelected(linkId)} />
        <LinksTable selected={selected} onSelect={setSelected} />
        {selected && <LinkDetail linkId={selected} onClose={() => setSelected(null)} />}
      </SpaceBetween>
    </ContentLayout>
  );
}
