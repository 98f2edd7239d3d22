// /content/seo (Premium): "Write outline" for a topic, the outline chosen (?outline=id, so it
// survives a reload and Back), with "Write it", and the past outlines. A plan without SEO outlines
// sees why, and the way to Premium, and still reads and deletes the outlines it wrote before.
import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSearchParams } from 'react-router-dom';
import { SEO_OUTLINE_MESSAGES } from '#contracts/seo-outlines';
import { useRouteTitle } from '../../../app/routing/app-route.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useFollow } from '../../../app/routing/use-follow.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { usePlanIncludes } from '../../../components/common/plan-feature.ts';
import { UpgradeButton } from '../../../components/common/upgrade.tsx';
import { OutlineForm } from './OutlineForm.tsx';
import { OutlinesTable } from './OutlinesTable.tsx';
import { OutlineView } from './OutlineView.tsx';
import { appHref } from '../../../app/workspace.ts';

const DESCRIPTION = 'Plan a blog post people find in search: its title, meta description, sections and the questions people ask. Then Write it.';
const BACK = 'Back to Content';
/** The search parameter that names the outline shown. */
const CHOSEN = 'outline';

export default function SeoOutlinesPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const follow = useFollow();
  const canWrite = usePlanIncludes('seoOutlines');
  const [params, setParams] = useSearchParams();
  const chosen = params.get(CHOSEN);
  const choose = (outlineId: string | null) => setParams(outlineId ? { [CHOSEN]: outlineId } : {});

  return (
    <ContentLayout
      header={
        <SpaceBetween size="xs">
          <Link href={appHref(paths.content())} onFollow={follow}>
            {BACK}
          </Link>
          <Header variant="h1" description={DESCRIPTION}>
            {title}
          </Header>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="l">
        {canWrite === false && (
          <Alert type="info" action={<UpgradeButton />}>
            {SEO_OUTLINE_MESSAGES.premium}
          </Alert>
        )}
        {canWrite && <OutlineForm onWritten={(outline) => choose(outline.id)} />}
        {chosen && <OutlineView outlineId={chosen} canWrite={canWrite === true} />}
        <OutlinesTable onDeleted={(outlineId) => outlineId === chosen && choose(null)} />
      </SpaceBetween>
    </ContentLayout>
  );
}
