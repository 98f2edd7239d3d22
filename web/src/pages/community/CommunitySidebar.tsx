// The community's left column (spec 02 §2.2): "Search discussions..." over this channel or all
// channels, the seven channels (the current one marked), "New Post", and for moderators and
// admins the link to the review queue. On a phone it stacks above the posts, short: the
// channels are one select, so the first post is near the top of the screen.
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { colorTextAccent } from '@cloudscape-design/design-tokens';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHANNELS } from '#contracts/community';
import { paths } from '../../app/routing/paths.ts';
import { useMediaQuery } from '../../app/shell/use-media-query.ts';
import { PHONE_MAX_WIDTH_PX } from '../../components/common/ResponsiveTable.tsx';
import type { SearchScope } from './community-logic.ts';
import {
  ALL_CHANNELS,
  CHANNELS_LABEL,
  CHOOSE_CHANNEL,
  MODERATION_LINK,
  NEW_POST,
  SCOPE_LABEL,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  THIS_CHANNEL,
} from './community-messages.ts';
import { appHref } from '../../app/workspace.ts';

type CommunitySidebarProps = {
  /** The channel shown, or null on a post page or the queue. */
  current: string | null;
  search: string;
  scope: SearchScope;
  onSearch: (text: string) => void;
  onScope: (scope: SearchScope) => void;
  canWrite: boolean;
  onNewPost: () => void;
  isModerator: boolean;
  /** Whether the queue is the page shown. */
  onQueue?: boolean;
};

/** A plain link that navigates inside the app (new tabs and modified clicks keep the browser's way). */
function follow(navigate: (href: string) => void, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}

/** "Search discussions..." and whether it looks through this channel or all of them. */
function SearchBox({ search, scope, onSearch, onScope }: Pick<CommunitySidebarProps, 'search' | 'scope' | 'onSearch' | 'onScope'>) {
  return (
    <SpaceBetween size="s">
      <Input
        type="search"
        value={search}
        placeholder={SEARCH_PLACEHOLDER}
        ariaLabel={SEARCH_LABEL}
        onChange={({ detail }) => onSearch(detail.value)}
        data-testid="community-search"
      />
      <SegmentedControl
        label={SCOPE_LABEL}
        selectedId={scope}
        options={[
          { id: 'channel', text: THIS_CHANNEL },
          { id: 'all', text: ALL_CHANNELS },
        ]}
        onChange={({ detail }) => onScope(detail.selectedId as SearchScope)}
      />
    </SpaceBetween>
  );
}

/** The channels as one select (a phone): choosing one opens it. */
function ChannelSelect({ current, onChoose }: { current: string | null; onChoose: (href: string) => void }) {
  const options = CHANNELS.map((channel) => ({ value: channel.id, label: `# ${channel.name}` }));
  return (
    <FormField label={CHANNELS_LABEL}>
      <Select
        selectedOption={options.find((option) => option.value === current) ?? null}
        options={options}
        placeholder={CHOOSE_CHANNEL}
        onChange={({ detail }) => onChoose(paths.communityChannel(detail.selectedOption.value!))}
        data-testid="channel-select"
      />
    </FormField>
  );
}

export function CommunitySidebar({ current, search, scope, onSearch, onScope, canWrite, onNewPost, isModerator, onQueue = false }: CommunitySidebarProps) {
  const navigate = useNavigate();
  const go = (href: string) => void navigate(href);
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`);
  if (phone) {
    return (
      <Container>
        <SpaceBetween size="s">
          <ChannelSelect current={current} onChoose={go} />
          <SearchBox search={search} scope={scope} onSearch={onSearch} onScope={onScope} />
          <SpaceBetween size="s" direction="horizontal">
            <Button variant="primary" iconName="add-plus" disabled={!canWrite} onClick={onNewPost} data-testid="new-post">
              {NEW_POST}
            </Button>
            {isModerator ? <ModerationLink onQueue={onQueue} go={go} /> : null}
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    );
  }
  return (
    <SpaceBetween size="m">
      <Container>
        <SpaceBetween size="s">
          <SearchBox search={search} scope={scope} onSearch={onSearch} onScope={onScope} />
          <Button variant="primary" iconName="add-plus" fullWidth disabled={!canWrite} onClick={onNewPost} data-testid="new-post">
            {NEW_POST}
          </Button>
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">{CHANNELS_LABEL}</Header>}>
        <nav aria-label={CHANNELS_LABEL}>
          <ul className="markk-community__channels">
            {CHANNELS.map((channel) => {
              const href = paths.communityChannel(channel.id);
              const isCurrent = channel.id === current;
              return (
                <li key={channel.id}>
                  <a
                    href={appHref(href)}
                    className={`markk-community__channel${isCurrent ? ' markk-community__channel--current' : ''}`}
                    style={isCurrent ? { color: colorTextAccent } : undefined}
                    aria-current={isCurrent ? 'page' : undefined}
                    onClick={follow(go, href)}
                  >
                    <span aria-hidden="true">#</span> {channel.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </Container>
      {isModerator ? (
        <Container>
          <ModerationLink onQueue={onQueue} go={go} />
        </Container>
      ) : null}
    </SpaceBetween>
  );
}

function ModerationLink({ onQueue, go }: { onQueue: boolean; go: (href: string) => void }) {
  return (
    <Link
      href={appHref(paths.communityModeration())}
      fontSize="body-m"
      onFollow={(event) => {
        event.preventDefault();
        go(paths.communityModeration());
      }}
      {...(onQueue ? { ariaLabel: `${MODERATION_LINK} (current page)` } : {})}
    >
      {MODERATION_LINK}
    </Link>
  );
}
