// Analytics (/analytics): what the owner's posts and links achieved over a range of days — of all
// of them or of one campaign's (both chosen at the top, kept in the address: ?campaign=…), then
// the Links section: make a tracked short link, see who clicks.
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RangeQuery } from '#contracts/analytics-overview';
import { CampaignId } from '#contracts/common';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { CampaignSelect } from '../../components/campaigns/CampaignSelect.tsx';
import { CreateLinkForm } from './CreateLinkForm.tsx';
import { LinkDetail } from './LinkDetail.tsx';
import { LinksTable } from './LinksTable.tsx';
import { OverviewSection } from './OverviewSection.tsx';
import { RangeControl } from './RangeControl.tsx';
import { rangeFromParams, withRange } from './range.ts';
import { LINKS_SECTION_ID } from './SetupHint.tsx';

const DESCRIPTION = 'How your posts and links did: clicks, impressions and engagement, what worked best, and what to try next.';
const LINKS_LABEL = 'Tracked links';
const CAMPAIGN_FILTER = 'Results of one campaign';
const ALL_CAMPAIGNS = 'All campaigns';
const CAMPAIGN_PARAM = 'campaign';

export default function AnalyticsPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const [selected, setSelected] = useState<string | null>(null);
  const setRange = (next: RangeQuery) => setParams(withRange(params, next), { replace: true });
  // An address whose campaign is not a campaign id shows every campaign's results.
  const campaignId = CampaignId.safeParse(params.get(CAMPAIGN_PARAM)).data ?? null;
  const setCampaign = (next: string | null) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set(CAMPAIGN_PARAM, next);
    else updated.delete(CAMPAIGN_PARAM);
    setParams(updated, { replace: true });
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={DESCRIPTION}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <RangeControl range={range} onChange={setRange} />
          <CampaignSelect label={CAMPAIGN_FILTER} noneLabel={ALL_CAMPAIGNS} value={campaignId} onChange={setCampaign} />
        </SpaceBetween>
        <OverviewSection range={campaignId ? { ...range, campaignId } : range} />
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
