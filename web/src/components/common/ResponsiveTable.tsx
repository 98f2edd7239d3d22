// A Cloudscape Table on wider screens and Cards on phones (one card per row: the first column as
// its title, the others as labelled sections), so no row's buttons hide off-screen at 375 px.
import Cards from '@cloudscape-design/components/cards';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../../app/shell/use-media-query.ts';

/** Below this width the rows become cards. */
export const PHONE_MAX_WIDTH_PX = 688;

type Column<T> = { id: string; header: string; cell: (item: T) => ReactNode; minWidth?: number };

type ResponsiveTableProps<T> = {
  items: T[];
  columns: Column<T>[];
  trackBy: keyof T & string;
  header: ReactNode;
  empty: ReactNode;
  label: string;
  'data-testid'?: string;
};

export function ResponsiveTable<T>({ items, columns, trackBy, header, empty, label, 'data-testid': testId }: ResponsiveTableProps<T>) {
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`);
  const [first, ...rest] = columns;
  if (phone && first) {
    return (
      <Cards
        data-testid={testId}
        variant="container"
        header={header}
        items={items}
        trackBy={trackBy}
        cardsPerRow={[{ cards: 1 }]}
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: label, cardsLabel: label }}
        cardDefinition={{
          header: first.cell,
          // The actions need no label: their buttons say what they do.
          sections: rest.map((column) => ({ id: column.id, header: column.id === 'actions' ? undefined : column.header, content: column.cell })),
        }}
        empty={empty}
      />
    );
  }
  const definitions: TableProps.ColumnDefinition<T>[] = columns.map((column, index) => ({
    id: column.id,
    header: column.header,
    cell: column.cell,
    minWidth: column.minWidth,
    isRowHeader: index === 0,
  }));
  return (
    <Table
      data-testid={testId}
      variant="container"
      header={header}
      items={items}
      columnDefinitions={definitions}
      trackBy={trackBy}
      wrapLines
      ariaLabels={{ tableLabel: label }}
      empty={empty}
    />
  );
}
