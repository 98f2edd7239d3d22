// "Your content": the drafts Approve & Publish saved and the documents made from chat replies,
// counted by type from GET /dashboard (the tiles add up to the total), each count linking to
// /content filtered to that type.
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DashboardSummary } from '#contracts/dashboard';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { appHref } from '../../app/workspace.ts';

const HEADING = 'Your content';
const DESCRIPTION = 'Drafts ready to copy, edit and post.';
const OPEN_ALL = 'Open Content';
const NONE = 'No drafts yet. Finish onboarding and approve your package to get your first week of content.';
const TO_ONBOARDING = 'Go to onboarding';
const draftsLabel = (n: number) => (n === 1 ? '1 draft' : `${n} drafts`);
const TYPES = [
  { type: 'post', label: 'Social posts' },
  { type: 'email', label: 'Newsletters' },
  { type: 'blog', label: 'Blog posts' },
  { type: 'doc', label: 'Documents' },
] as const;

export function YourContentCard({ drafts }: { drafts: DashboardSummary['drafts'] | null }) {
  const follow = useFollow();
  const total = drafts?.total ?? 0;
  return (
    <section aria-label={HEADING} data-testid="your-content">
      <Container
        header={
          <Header
            variant="h2"
            description={DESCRIPTION}
            counter={drafts ? `(${total})` : undefined}
            actions={
              total > 0 ? (
                <Link href={appHref(paths.content())} onFollow={follow}>
                  {OPEN_ALL}
                </Link>
              ) : undefined
            }
          >
            {HEADING}
          </Header>
        }
      >
        {drafts && total === 0 ? (
          <SpaceBetween size="xs">
            <Box color="text-body-secondary">{NONE}</Box>
            <Link href={appHref(paths.onboarding())} onFollow={follow}>
              {TO_ONBOARDING}
            </Link>
          </SpaceBetween>
        ) : (
          <ColumnLayout columns={4} variant="text-grid" minColumnWidth={120}>
            {TYPES.map(({ type, label }) => (
              <div key={type}>
                <Box variant="awsui-key-label">{label}</Box>
                <Link
                  href={appHref(`${paths.content()}?type=${type}`)}
                  onFollow={follow}
                  fontSize="display-l"
                  ariaLabel={`${label}: ${draftsLabel(drafts?.[type] ?? 0)}`}
                >
                  {drafts ? String(drafts[type]) : '–'}
                </Link>
              </div>
            ))}
          </ColumnLayout>
        )}
      </Container>
    </section>
  );
}
