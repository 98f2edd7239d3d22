// "Download CSV" beside a table: the rows it shows, written in the browser, saved as a file.
import Button from '@cloudscape-design/components/button';
import { downloadCsv, toCsv, type CsvColumn } from '../../lib/csv.ts';

const DOWNLOAD = 'Download CSV';

type CsvButtonProps<Row> = {
  /** What the table is, for the button's accessible name ("Download CSV: Top posts"). */
  label: string;
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
};

export function CsvButton<Row>({ label, fileName, columns, rows }: CsvButtonProps<Row>) {
  return (
    <Button iconName="download" ariaLabel={`${DOWNLOAD}: ${label}`} disabled={rows.length === 0} onClick={() => downloadCsv(fileName, toCsv(columns, rows))}>
      {DOWNLOAD}
    </Button>
  );
}
