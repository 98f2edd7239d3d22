// The signed-in shell (spec 2): sticky top navigation (the user's name, plan and AI credits,
// Upgrade, the workspace switcher), collapsible sidebar (a slide-in panel on phones), toasts at the top, page content.
import AppLayoutToolbar from '@cloudscape-design/components/app-layout-toolbar';
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { paths } from '../routing/paths.ts';
import { PRODUCT_NAME } from '../routing/titles.ts';
import { ShellToasts } from '../toast/ShellToasts.tsx';
import { useFocusHeadingAfterSignIn } from './focus-heading.ts';
import { MobileNavPanel } from './MobileNavPanel.tsx';
import { NewWorkspaceDialog } from '../../components/workspaces/NewWorkspaceDialog.tsx';
import { navItemsFor } from './nav-items.ts';
import { planSummary } from './plan-usage.ts';
import { ProfileGate } from './ProfileGate.tsx';
import { ShellNavigation } from './ShellNavigation.tsx';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from './sidebar-state.ts';
import { useSidebar } from './use-sidebar.ts';
import { useTeamAutoSetup } from './use-team-auto-setup.ts';
import { useUsage } from './use-usage.ts';
import { useWorkspaceSwitcher } from './use-workspace-switcher.ts';
import { WorkspaceGate } from './WorkspaceGate.tsx';
import { appHref, routerPath } from '../workspace.ts';

const HEADER_ID = 'markk-header';
const SIGN_OUT_ITEM = 'sign-out';
const SIGN_OUT = 'Sign Out';
const PLAN_ITEM = 'plan';
const UPGRADE_ITEM = 'upgrade';
const SETTINGS_ITEM = 'settings';
const UPGRADE = 'Upgrade';
const SETTINGS = 'Settings';
const planLabel = (plan: string, credits: string) => `${plan} · ${credits}`;
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
  const usage = useUsage(pathname);
  const switcher = useWorkspaceSwitcher();
  useFocusHeadingAfterSignIn(pathname);
  useTeamAutoSetup();
  const email = me?.email ?? user?.signInDetails?.loginId ?? USER_MENU_FALLBACK;
  const name = me?.fullName?.trim() || email;
  const summary = usage.data ? planSummary(usage.data) : null;

  const follow = (href: string) => {
    void navigate(href);
    sidebar.closeIfMobile();
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- setOpen is stable; the sidebar object around it is new on every render
  const closeMobileNav = useCallback(() => sidebar.setOpen(false), [sidebar.setOpen]);

  const runSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  const utilities: TopNavigationProps.Utility[] = switcher.utility ? [switcher.utility] : [];
  if (summary) {
    utilities.push({
      type: 'button',
      text: planLabel(summary.plan, summary.credits),
      iconName: 'status-info',
      href: appHref(paths.pricing()),
      onClick: (event) => {
        event.preventDefault();
        follow(paths.pricing());
      },
    });
    if (summary.canUpgrade) {
      utilities.push({
        type: 'button',
        variant: summary.outOfCredits ? 'primary-button' : 'link',
        text: UPGRADE,
        iconName: 'upload',
        href: appHref(paths.pricing()),
        onClick: (event) => {
          event.preventDefault();
          follow(paths.pricing());
        },
      });
    }
  }
  const menuItems: TopNavigationProps.MenuDropdownUtility['items'] = [
    ...(summary
      ? [
          // The menu shows no item descriptions on phones, where the header's plan button is only an icon.
          { id: PLAN_ITEM, text: planLabel(summary.plan, summary.credits), href: appHref(paths.pricing()) },
        ]
      : []),
    ...(summary?.canUpgrade ? [{ id: UPGRADE_ITEM, text: UPGRADE, href: appHref(paths.pricing()) }] : []),
    { id: SETTINGS_ITEM, text: SETTINGS, href: appHref(paths.settings()) },
    { id: SIGN_OUT_ITEM, text: SIGN_OUT, iconName: 'sign-out' },
  ];
  utilities.push({
    type: 'menu-dropdown',
    text: name,
    description: email,
    iconName: 'user-profile',
    items: menuItems,
    onItemFollow: (event) => {
      if (!event.detail.href || event.detail.external) return;
      event.preventDefault();
      follow(routerPath(event.detail.href));
    },
    onItemClick: ({ detail }) => {
      if (detail.id === SIGN_OUT_ITEM) void runSignOut();
    },
  });

  const navigation = (
    <ShellNavigation
      items={navItemsFor(me?.role)}
      pathname={pathname}
      collapsed={!sidebar.open && !sidebar.isMobile}
      onFollow={follow}
      onSignOut={() => void runSignOut()}
      signingOut={signingOut}
    />
  );

  return (
    <>
      <div id={HEADER_ID} className="markk-header">
        <TopNavigation
          identity={{
            href: appHref(paths.dashboard()),
            title: PRODUCT_NAME,
            onFollow: (event) => {
              event.preventDefault();
              follow(paths.dashboard());
            },
          }}
          utilities={utilities}
          i18nStrings={TOP_NAV_LABELS}
        />
      </div>
      <AppLayoutToolbar
        headerSelector={`#${HEADER_ID}`}
        ariaLabels={LAYOUT_LABELS}
        // Phones get MobileNavPanel instead of AppLayout's full-screen navigation: the toolbar's
        // "Open navigation" button opens the panel, and AppLayout's own drawer stays closed.
        navigationOpen={sidebar.isMobile ? false : sidebar.open}
        onNavigationChange={({ detail }) => sidebar.onLayoutChange(detail.open)}
        navigationWidth={SIDEBAR_WIDTH_PX}
        navigationCloseBehavior={sidebar.isMobile ? 'hide' : 'collapse'}
        navigationCollapsedWidth={SIDEBAR_COLLAPSED_WIDTH_PX}
        // On wide screens the sidebar's own collapse button (and Ctrl+B) toggles it, so the toolbar's
        // trigger would only duplicate it; below 768 px it is the way to open the slide-in panel.
        navigationTriggerHide={!sidebar.isMobile}
        navigation={navigation}
        notifications={<ShellToasts />}
        toolsHide
        content={
          <ProfileGate>
            <WorkspaceGate>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </WorkspaceGate>
          </ProfileGate>
        }
      />
      {switcher.creating && <NewWorkspaceDialog visible onDismiss={switcher.closeDialog} {...switcher.allowance} />}
      <MobileNavPanel open={sidebar.isMobile && sidebar.open} onClose={closeMobileNav}>
        {navigation}
      </MobileNavPanel>
    </>
  );
}
