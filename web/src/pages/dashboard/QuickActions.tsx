// Quick Actions: "Chat with AI Assistant" (/assistant) and "Join Community" (/community).
import ActionCard from '@cloudscape-design/components/action-card';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { appHref } from '../../app/workspace.ts';

const QUICK_ACTIONS = 'Quick Actions';
const ACTIONS = [
  { title: 'Chat with AI Assistant', description: 'Ask your AI marketing experts anything.', href: paths.assistant(), icon: 'contact' },
  { title: 'Join Community', description: 'Share wins and ask other business owners.', href: paths.community(), icon: 'group' },
] as const;

export function QuickActions() {
  const follow = useFollow();
  return (
    <Container header={<Header variant="h2">{QUICK_ACTIONS}</Header>}>
      <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
        {ACTIONS.map((action) => (
          <ActionCard
            key={action.href}
            variant="embedded"
            header={<Header variant="h3">{action.title}</Header>}
            description={action.description}
            icon={<Icon name={action.icon} />}
            href={appHref(action.href)}
            onFollow={follow}
          />
        ))}
      </Grid>
    </Container>
  );
}
