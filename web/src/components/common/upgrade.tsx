// "Upgrade", the way from a plan's limit to the plans (/pricing): a button for an alert's
// action, or a link inside a sentence. A plain click goes through the router, so the app is not
// loaded again; the href keeps opening in a new tab working.
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/routing/paths.ts';

const UPGRADE = 'Upgrade';

function useToPricing(): (event: CustomEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    void navigate(paths.pricing());
  };
}

export function UpgradeButton() {
  const toPricing = useToPricing();
  return (
    <Button href={paths.pricing()} onFollow={toPricing}>
      {UPGRADE}
    </Button>
  );
}

export function UpgradeLink() {
  const toPricing = useToPricing();
  return (
    <Link href={paths.pricing()} onFollow={toPricing}>
      {UPGRADE}
    </Link>
  );
}
