// Cloudscape links and cards inside the SPA (any area): plain clicks go through react-router, external
// and new-tab links keep the browser's behaviour. An href inside a workspace (appHref) is followed
// as the router's path.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { routerPath } from '../workspace.ts';

type FollowDetail = { href?: string | undefined; external?: boolean | undefined; target?: string | undefined };

export function useFollow(): (event: CustomEvent<FollowDetail>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event) => {
      const { href, external, target } = event.detail;
      if (!href || external || (target && target !== '_self')) return;
      event.preventDefault();
      void navigate(routerPath(href));
    },
    [navigate],
  );
}
