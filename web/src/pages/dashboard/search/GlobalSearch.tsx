// The global search box and its grouped results (spec "Global search"): placeholder,
// "Searching..." / "No results", groups Projects, Tasks, Resources and Community Posts with
// count badges; projects and tasks go to /projects, posts to /community, a resource opens its
// file in a new tab (its public URL, or a download link asked for on the click).
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import List from '@cloudscape-design/components/list';
import LiveRegion from '@cloudscape-design/components/live-region';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SearchResults } from '#contracts/search';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { EmptyNote } from '../../../components/common/states.tsx';
import { openInNewTab } from '../../../lib/open-in-new-tab.ts';
import { DOWNLOAD_FAILED } from '../../resources/resources-messages.ts';
import { searchThroughCache } from '../../../queries/dashboard.ts';
import { useDownloadResource } from '../../../queries/resources.ts';
import { useFollow } from '../../../app/routing/use-follow.ts';
import { createSearchController, type SearchController, type SearchState } from './search-controller.ts';
import { resultGroups, type ResultGroup } from './result-groups.ts';
import { appHref } from '../../../app/workspace.ts';

const PLACEHOLDER = 'Search projects, tasks, resources...';
const SEARCHING = 'Searching...';
const NO_RESULTS = 'No results';
const SEARCH_LABEL = 'Search';
/** The box and its results stay readable on wide screens. */
const SEARCH_STYLE = { maxInlineSize: 720 } as const;

function Group({ group }: { group: ResultGroup }) {
  const follow = useFollow();
  const download = useDownloadResource();
  const { toast } = useToast();
  /** A vault resource opens as the vault's Download does: its file in a new tab, counted. */
  const openFile = (resourceId: string) => (event: CustomEvent) => {
    event.preventDefault();
    openInNewTab(async () => ({ url: await download.mutateAsync(resourceId) })).catch((error: unknown) =>
      toast({ title: DOWNLOAD_FAILED, description: errorMessage(error), variant: 'destructive' }),
    );
  };
  return (
    <section aria-label={group.label} data-testid={`search-group-${group.key}`}>
      <SpaceBetween size="xxs">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="h3" tagOverride="h2" padding="n">
            {group.label}
          </Box>
          <Badge color="grey">{group.items.length}</Badge>
        </SpaceBetween>
        <List
          ariaLabel={group.label}
          items={group.items}
          disablePaddings
          renderItem={(item) => ({
            id: item.id,
            announcementLabel: item.title,
            content: (
              <Link
                href={appHref(item.href)}
                external={item.newTab || item.download !== undefined}
                target={item.newTab ? '_blank' : undefined}
                onFollow={item.download ? openFile(item.download) : follow}
              >
                {item.title}
              </Link>
            ),
          })}
        />
      </SpaceBetween>
    </section>
  );
}

export function GlobalSearch() {
  const [value, setValue] = useState('');
  const [state, setState] = useState<SearchState<SearchResults>>({ status: 'idle' });
  const controller = useRef<SearchController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const created = createSearchController<SearchResults>({ search: searchThroughCache(queryClient), onChange: setState, errorMessage });
    controller.current = created;
    return () => created.dispose();
  }, [queryClient]);

  const groups = state.status === 'done' ? resultGroups(state.results) : [];

  return (
    <div role="search" style={SEARCH_STYLE}>
      <SpaceBetween size="xs">
        <Input
          type="search"
          value={value}
          placeholder={PLACEHOLDER}
          ariaLabel={SEARCH_LABEL}
          onChange={({ detail }) => {
            setValue(detail.value);
            controller.current?.input(detail.value);
          }}
        />
        {state.status !== 'idle' && (
          <Container data-testid="search-results">
            <LiveRegion>
              {state.status === 'searching' && <StatusIndicator type="loading">{SEARCHING}</StatusIndicator>}
              {state.status === 'error' && <StatusIndicator type="error">{state.message}</StatusIndicator>}
              {state.status === 'done' && groups.length === 0 && <EmptyNote>{NO_RESULTS}</EmptyNote>}
            </LiveRegion>
            {groups.length > 0 && (
              <Grid gridDefinition={groups.map(() => ({ colspan: { default: 12, s: 6 } }))}>
                {groups.map((group) => (
                  <Group key={group.key} group={group} />
                ))}
              </Grid>
            )}
          </Container>
        )}
      </SpaceBetween>
    </div>
  );
}
