// Analytics (/analytics): what the owner's posts and links achieved over a range of days
// (chosen at the top, kept in the address), then the Links section: make a tracked short link,
// see who clicks.
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RangeQuery } from '#contracts/analytics-overview';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { CreateLinkForm } from './CreateLinkForm.tsx';
import { LinkDetail } from './LinkDetail.tsx';
import { LinksTable } from './LinksTable.tsx';
import { OverviewSection } from './OverviewSection.tsx';
import { RangeControl } from './RangeControl.tsx';
import { rangeFromParams, withRange } from './range.ts';
import { LINKS_SECTION_ID } from './SetupHint.tsx';

const DESCRIPTION = 'How your posts and links did: clicks, impressions and engagement, what worked best, and what to try next.';
const LINKS_LABEL = 'Tracked links';

export default function AnalyticsPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const [selected, setSelected] = useState<string | null>(null);
  const setRange = (next: RangeQuery) => setParams(withRange(params, next), { replace: true });

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={DESCRIPTION}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <RangeControl range={range} onChange={setRange} />
        <OverviewSection range={range} />
        <section id={LINKS_SECTION_ID} aria-label={LINKS_LABEL} style={{ scrollMarginBlockStart: '4rem' }}>
          <SpaceBetween size="l">
            <CreateLinkForm onCreated={(linkId) => setSelected(linkId)} />
            <LinksTable selected={selected} onSelect={setSelected} />
            {selected && <LinkDetail linkId={selected} onClose={() => setSelected(null)} />}
          </SpaceBetween>
        </section>
      </SpaceBetween>
    </ContentLayout>
  );
}
