// Community (/community and /community/{channel}, spec 02 §2.2): the sidebar (search, channels,
// New Post) and the channel's posts — pinned first, then newest, 20 a page with "Load more";
// 3 skeletons while loading; the spec's empty state; a failed load says "Failed to load
// community posts". The search looks through this channel or all channels and is kept in the
// URL (?q=…&scope=all), so a reload or a shared link shows the same results.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CHANNELS, DEFAULT_CHANNEL } from '#contracts/community';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyState, LoadError } from '../../components/common/states.tsx';
import { useCommunityViewer, usePostList, type PostCardView } from '../../queries/community.ts';
import { channelFromParam, channelName, listQueryOf, repliesText, scopeFromParam, type ChannelIdValue, type SearchScope } from './community-logic.ts';
import {
  ALL_CHANNELS,
  CLEAR_SEARCH,
  CREATE_FIRST,
  ERROR,
  LOAD_FAILED,
  LOAD_MORE,
  LOADING_POSTS,
  NO_MATCHES,
  NO_MATCHES_HINT,
  NO_POSTS,
  NO_POSTS_HINT,
  PAGE_TITLE,
  searchTitle,
  UNKNOWN_CHANNEL,
  UNKNOWN_CHANNEL_HINT,
} from './community-messages.ts';
import { CommunitySidebar } from './CommunitySidebar.tsx';
import { NewPostDialog } from './NewPostDialog.tsx';
import { Byline, ModerationState, ReactionCounts, Tags } from './PostParts.tsx';
import { ReadOnlyNotice } from './ReadOnlyNotice.tsx';
import './community.css';
import { appHref } from '../../app/workspace.ts';

const SEARCH_DELAY_MS = 300;
const SKELETONS = 3;

export default function CommunityPage() {
  usePageTitle(PAGE_TITLE);
  const { channel: channelParam } = useParams();
  const channel = channelFromParam(channelParam);
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const scope = scopeFromParam(searchParams.get('scope'));
  const viewer = useCommunityViewer();
  const [search, setSearch] = useState(q);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  // The box shows what the user types at once; the URL (and the list) follows once they pause.
  // The box follows the URL only when something else changed it (a channel link, Back, Clear).
  const pushed = useRef(q);
  useEffect(() => {
    if (q === pushed.current) return;
    pushed.current = q;
    setSearch(q);
  }, [q]);
  useEffect(() => {
    if (search.trim() === q.trim()) return;
    const timer = setTimeout(() => setParams(search, scope), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the search is pushed to the URL when the typed text settles, not when the scope changes
  }, [search]);

  function setParams(text: string, nextScope: SearchScope) {
    pushed.current = text.trim() ? text : '';
    const next = new URLSearchParams();
    if (text.trim()) next.set('q', text);
    if (nextScope === 'all') next.set('scope', 'all');
    setSearchParams(next, { replace: true });
  }

  const canWrite = viewer.data?.canWrite ?? false;
  const role = viewer.data?.role;
  const isModerator = role === 'moderator' || role === 'admin';
  const channelId: ChannelIdValue = channel?.id ?? DEFAULT_CHANNEL;

  return (
    <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
      {/* Columns from a content area of 688 px (Cloudscape's xs: a 1024 px window with the navigation open). */}
      <Grid gridDefinition={[{ colspan: { default: 12, xs: 4, l: 3 } }, { colspan: { default: 12, xs: 8, l: 9 } }]}>
        <CommunitySidebar
          current={channel?.id ?? null}
          search={search}
          scope={scope}
          onSearch={setSearch}
          onScope={(next) => setParams(search, next)}
          canWrite={canWrite}
          onNewPost={() => setCreating(true)}
          isModerator={isModerator}
        />
        <SpaceBetween size="m">
          {viewer.data && !viewer.data.canWrite && viewer.data.readOnlyMessage ? <ReadOnlyNotice message={viewer.data.readOnlyMessage} /> : null}
          {channel ? (
            <PostFeed
              channelId={channel.id}
              q={q}
              scope={scope}
              canWrite={canWrite}
              onCreate={() => setCreating(true)}
              onClearSearch={() => {
                setSearch('');
                setParams('', scope);
              }}
            />
          ) : (
            <Container header={<Header variant="h2">{UNKNOWN_CHANNEL}</Header>}>
              <Box color="text-body-secondary">{UNKNOWN_CHANNEL_HINT}</Box>
            </Container>
          )}
        </SpaceBetween>
      </Grid>
      <NewPostDialog
        visible={creating}
        channel={channelId}
        onDismiss={() => setCreating(false)}
        onCreated={(postId) => void navigate(paths.communityPost(postId))}
      />
    </ContentLayout>
  );
}

type PostFeedProps = {
  channelId: ChannelIdValue;
  q: string;
  scope: SearchScope;
  canWrite: boolean;
  onCreate: () => void;
  onClearSearch: () => void;
};

function PostFeed({ channelId, q, scope, canWrite, onCreate, onClearSearch }: PostFeedProps) {
  const { toast } = useToast();
  const query = listQueryOf(channelId, q, scope);
  const list = usePostList(query);
  const channel = CHANNELS.find((c) => c.id === channelId)!;
  const searching = q.trim() !== '';
  const allChannels = searching && scope === 'all';

  // Spec 02 §8: a failed load is the "Error" toast, once per failure.
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (list.isError && toasted.current !== list.error) {
      toasted.current = list.error;
      toast({ title: ERROR, description: LOAD_FAILED, variant: 'destructive' });
    }
  }, [list.isError, list.error, toast]);

  const posts = list.data?.pages.flatMap((page) => page.posts) ?? [];
  const title = searching ? searchTitle(q.trim()) : channel.name;
  const description = allChannels ? ALL_CHANNELS : searching ? channel.name : channel.description;

  let body;
  if (list.isPending) {
    body = (
      <div aria-busy="true" data-testid="post-skeletons">
        <span className="markk-visually-hidden" role="status">
          {LOADING_POSTS}
        </span>
        <SpaceBetween size="m">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Container key={i}>
              <SpaceBetween size="xs">
                <Skeleton variant="text-body-s" width="40%" />
                <Skeleton variant="text-heading-m" width="70%" />
                <Skeleton variant="text-body-m" width="95%" />
                <Skeleton variant="text-body-m" width="60%" />
              </SpaceBetween>
            </Container>
          ))}
        </SpaceBetween>
      </div>
    );
  } else if (list.isError && posts.length === 0) {
    body = <LoadError header={LOAD_FAILED} message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (posts.length === 0) {
    body = (
      <Container data-testid="community-empty">
        {searching ? (
          <EmptyState title={NO_MATCHES} description={NO_MATCHES_HINT} action={<Button onClick={onClearSearch}>{CLEAR_SEARCH}</Button>} />
        ) : (
          <EmptyState
            title={NO_POSTS}
            description={NO_POSTS_HINT}
            action={
              <Button onClick={onCreate} disabled={!canWrite}>
                {CREATE_FIRST}
              </Button>
            }
          />
        )}
      </Container>
    );
  } else {
    body = (
      <SpaceBetween size="m">
        <ul className="markk-community__posts" data-testid="post-list" aria-label={title}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} showChannel={allChannels} />
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <Box textAlign="center">
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {LOAD_MORE}
            </Button>
          </Box>
        ) : null}
      </SpaceBetween>
    );
  }

  return (
    <SpaceBetween size="m">
      <Header variant="h2" description={description}>
        <span data-testid="channel-title">{title}</span>
      </Header>
      {body}
    </SpaceBetween>
  );
}

function PostCard({ post, showChannel }: { post: PostCardView; showChannel: boolean }) {
  const navigate = useNavigate();
  const href = paths.communityPost(post.id);
  return (
    <article className="markk-community__card" data-testid="post-card" aria-labelledby={`post-${post.id}`}>
      <Container>
        <SpaceBetween size="xs">
          <Byline author={post.author} createdAt={post.createdAt} isPinned={post.isPinned} />
          <ModerationState status={post.moderationStatus} reason={post.rejectionReason} />
          <h3 className="markk-community__card-title" id={`post-${post.id}`}>
            <Link
              href={appHref(href)}
              fontSize="heading-m"
              onFollow={(event) => {
                event.preventDefault();
                void navigate(href);
              }}
            >
              {post.title}
            </Link>
          </h3>
          {showChannel ? (
            <Box variant="small" color="text-body-secondary">
              # {channelName(post.channel)}
            </Box>
          ) : null}
          {post.excerpt ? (
            <Box color="text-body-secondary">
              <span className="markk-community__wrap">{post.excerpt}</span>
            </Box>
          ) : null}
          <Tags tags={post.tags} />
          <div className="markk-community__card-foot">
            <ReactionCounts counts={post.reactionCounts} />
            <Box variant="small" color="text-body-secondary">
              <span data-testid="post-replies">{repliesText(post.replyCount)}</span>
            </Box>
          </div>
        </SpaceBetween>
      </Container>
    </article>
  );
}
