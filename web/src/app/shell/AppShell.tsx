// The signed-in shell (spec 2): sticky top navigation, collapsible sidebar, page content.
import AppLayoutToolbar from '@cloudscape-design/components/app-layout-toolbar';
import TopNavigation from '@cloudscape-design/components/top-navigation';
import { Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { paths } from '../routing/paths.ts';
import { PRODUCT_NAME } from '../routing/titles.ts';
import { navItemsFor } from './nav-items.ts';
import { ProfileGate } from './ProfileGate.tsx';
import { ShellNavigation } from './ShellNavigation.tsx';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from './sidebar-state.ts';
import { useSidebar } from './use-sidebar.ts';

const HEADER_ID = 'markk-header';
const SIGN_OUT_ITEM = 'sign-out';
const SIGN_OUT = 'Sign Out';
const SIGN_OUT_FAILED_TITLE = 'Error';
const USER_MENU_FALLBACK = 'Account';
const LAYOUT_LABELS = {
  navigation: 'Main navigation',
  navigationToggle: 'Open navigation',
  navigationClose: 'Close navigation',
  notifications: 'Notifications',
};
const TOP_NAV_LABELS = {
  overflowMenuTriggerText: 'More',
  overflowMenuTitleText: 'All',
  overflowMenuBackIconAriaLabel: 'Back',
  overflowMenuDismissIconAriaLabel: 'Close menu',
};

export default function AppShell() {
  const { me, user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sidebar = useSidebar();
  const signOut = useSignOut(SIGN_OUT_FAILED_TITLE);
  const [signingOut, setSigningOut] = useState(false);
  const email = me?.email ?? user?.signInDetails?.loginId ?? USER_MENU_FALLBACK;

  const follow = (href: string) => {
    void navigate(href);
    sidebar.closeIfMobile();
  };

  const runSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      <div id={HEADER_ID} className="markk-header">
        <TopNavigation
          identity={{
            href: paths.dashboard(),
            title: PRODUCT_NAME,
            onFollow: (event) => {
              event.preventDefault();
              follow(paths.dashboard());
            },
          }}
          utilities={[
            {
              type: 'menu-dropdown',
              text: email,
              description: me?.fullName,
              iconName: 'user-profile',
              items: [{ id: SIGN_OUT_ITEM, text: SIGN_OUT, iconName: 'sign-out' }],
              onItemClick: ({ detail }) => {
                if (detail.id === SIGN_OUT_ITEM) void runSignOut();
              },
            },
          ]}
          i18nStrings={TOP_NAV_LABELS}
        />
      </div>
      <AppLayoutToolbar
        headerSelector={`#${HEADER_ID}`}
        ariaLabels={LAYOUT_LABELS}
        navigationOpen={sidebar.open}
        onNavigationChange={({ detail }) => sidebar.setOpen(detail.open)}
        navigationWidth={SIDEBAR_WIDTH_PX}
        navigationCloseBehavior={sidebar.isMobile ? 'hide' : 'collapse'}
        navigationCollapsedWidth={SIDEBAR_COLLAPSED_WIDTH_PX}
        // On wide screens the sidebar's own collapse button (and Ctrl+B) toggles it, so the toolbar's
        // trigger would only duplicate it; below 768 px it is the way to open the slide-in panel.
        navigationTriggerHide={!sidebar.isMobile}
        navigation={
          <ShellNavigation
            items={navItemsFor(me?.role)}
            pathname={pathname}
            collapsed={!sidebar.open && !sidebar.isMobile}
            onFollow={follow}
            onSignOut={() => void runSignOut()}
            signingOut={signingOut}
          />
        }
        toolsHide
        content={
          <ProfileGate>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ProfileGate>
        }
      />
    </>
  );
}
