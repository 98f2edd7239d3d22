// "Load more" under a list read a page at a time (a Table's or Cards' footer): there while the
// list has a next page, busy while it loads it.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';

const LOAD_MORE = 'Load more';

/** What an infinite query tells the button. */
type PagedList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The footer for `list`: the button while there is more, else nothing. */
export function loadMoreFooter(list: PagedList) {
  if (!list.hasNextPage) return undefined;
  return (
    <Box textAlign="center">
      <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
        {LOAD_MORE}
      </Button>
    </Box>
  );
}
