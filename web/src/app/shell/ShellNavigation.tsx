// The sidebar: links from nav-items.ts through react-router (their hrefs inside the workspace), then a Sign Out button.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useMemo } from 'react';
import { paths } from '../routing/paths.ts';
import { appHref, routerPath } from '../workspace.ts';
import { PRODUCT_NAME } from '../routing/titles.ts';
import { activeNavHref, type NavItem } from './nav-items.ts';

const SIGN_OUT = 'Sign Out';

type ShellNavigationProps = {
  items: readonly NavItem[];
  pathname: string;
  collapsed: boolean;
  onFollow: (href: string) => void;
  onSignOut: () => void;
  signingOut: boolean;
};

export function ShellNavigation({ items, pathname, collapsed, onFollow, onSignOut, signingOut }: ShellNavigationProps) {
  const navItems = useMemo<SideNavigationProps.Item[]>(
    () => items.map((item) => ({ type: 'link', text: item.text, href: appHref(item.href), icon: <Icon name={item.icon} /> })),
    [items],
  );

  const active = activeNavHref(pathname, items);

  return (
    <>
      <SideNavigation
        header={{ text: PRODUCT_NAME, href: appHref(paths.dashboard()) }}
        activeHref={active && appHref(active)}
        items={navItems}
        collapsed={collapsed}
        onFollow={(event) => {
          if (event.detail.external) return;
          event.preventDefault();
          onFollow(routerPath(event.detail.href));
        }}
      />
      <Box padding={collapsed ? { horizontal: 'xxs', vertical: 's' } : { horizontal: 'l', vertical: 's' }}>
        {collapsed ? (
          <Button variant="icon" iconName="sign-out" ariaLabel={SIGN_OUT} data-testid="sidebar-sign-out" loading={signingOut} onClick={onSignOut} />
        ) : (
          <Button iconName="sign-out" data-testid="sidebar-sign-out" loading={signingOut} onClick={onSignOut}>
            {SIGN_OUT}
          </Button>
        )}
      </Box>
    </>
  );
}
