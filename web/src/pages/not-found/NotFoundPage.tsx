// Any unknown route: 404, "Oops! Page not found", link "Return to Home" (spec 2 route list).
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { appHref } from '../../app/workspace.ts';

const STATUS = '404';
const MESSAGE = 'Oops! Page not found';
const HOME_LINK = 'Return to Home';

export default function NotFoundPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const navigate = useNavigate();
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }}>
      <SpaceBetween size="m">
        <Box variant="h1" fontSize="display-l" fontWeight="bold">
          {STATUS}
        </Box>
        <Box variant="p" fontSize="heading-m" color="text-body-secondary">
          {MESSAGE}
        </Box>
        <Link
          href={appHref(paths.dashboard())}
          fontSize="heading-s"
          onFollow={(event) => {
            event.preventDefault();
            void navigate(paths.dashboard());
          }}
        >
          {HOME_LINK}
        </Link>
      </SpaceBetween>
    </Box>
  );
}
