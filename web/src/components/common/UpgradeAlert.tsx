// What a Premium-only feature shows on Growth: the sentence saying what Premium adds, and
// Upgrade, which opens the plans inside the app.
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import type { ReactNode } from 'react';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';

const UPGRADE = 'Upgrade';

export function UpgradeAlert({ children, header, 'data-testid': testId }: { children: ReactNode; header?: string; 'data-testid'?: string }) {
  const follow = useFollow();
  return (
    <Alert
      type="info"
      header={header}
      data-testid={testId}
      action={
        <Button href={paths.pricing()} onFollow={follow}>
          {UPGRADE}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
