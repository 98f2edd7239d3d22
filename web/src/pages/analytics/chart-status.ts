// What every analytics chart shares around its data: no series filter (two series at most),
// its loading text while a range loads, and the same empty state whether there is no data or
// the legend hides every series.
import type { ReactNode } from 'react';

export const chartStatus = (loading: boolean, loadingText: string, empty: ReactNode) =>
  ({ hideFilter: true, statusType: loading ? 'loading' : 'finished', loadingText, empty, noMatch: empty }) as const;
