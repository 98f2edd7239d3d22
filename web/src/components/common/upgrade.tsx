// "Upgrade", the way from a plan's limit to the plans (/pricing): a button for an alert's
// action, or a link inside a sentence. A plain click goes through the router, so the app is not
// loaded again; the href keeps opening in a new tab working.
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/routing/paths.ts';
import { appHref } from '../../app/workspace.ts';

const UPGRADE = 'Upgrade';

/** The href and in-app follow of a way to the plans. */
function useToPricing(): { href: string; onFollow: (event: CustomEvent) => void } {
  const navigate = useNavigate();
  const href = paths.pricing();
  return {
    href: appHref(href),
    onFollow: (event) => {
      event.preventDefault();
      void navigate(href);
    },
  };
}

export function UpgradeButton() {
  return <Button {...useToPricing()}>{UPGRADE}</Button>;
}

export function UpgradeLink() {
  return <Link {...useToPricing()}>{UPGRADE}</Link>;
}
