// "Insights": up to three sentences the server writes from the numbers, each with a link to
// where the numbers behind it are. With none, what would give Markk something to say.
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { spaceScaledL, spaceScaledXs } from '@cloudscape-design/design-tokens';
import type { Overview } from '#contracts/analytics-overview';
import { useFollow } from '../../app/routing/use-follow.ts';
import { EmptyState } from '../../components/common/states.tsx';
import { postsHint, SetupHint } from './SetupHint.tsx';
import { appHref } from '../../app/workspace.ts';

const HEADING = 'Insights';
const TOO_LITTLE = 'Not enough results yet to say what works.';
const TOO_LITTLE_TEXT = 'Insights appear here once a few posts have been out for some days.';

export function Insights({ overview }: { overview: Overview }) {
  const follow = useFollow();
  const { insights, sources } = overview;
  const needsSetup = !sources.connectedAccounts || !sources.scheduledPosts;
  return (
    <Container header={<Header variant="h2">{HEADING}</Header>} data-testid="analytics-insights">
      {insights.length > 0 ? (
        <ul style={{ margin: 0, paddingInlineStart: spaceScaledL, display: 'grid', gap: spaceScaledXs }}>
          {insights.map((insight) => (
            <li key={insight.text}>
              <Box variant="span">{insight.text}</Box>{' '}
              <Link href={appHref(insight.href)} onFollow={follow}>
                {insight.basis}
              </Link>
            </li>
          ))}
        </ul>
      ) : needsSetup ? (
        <SetupHint hint={postsHint(sources)} />
      ) : (
        <EmptyState title={TOO_LITTLE} description={TOO_LITTLE_TEXT} />
      )}
    </Container>
  );
}
