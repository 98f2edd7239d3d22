// Reading the CSV a bulk run is written from, in the browser (RFC 4180: fields in double quotes
// may hold commas, line breaks and doubled quotes; CRLF or LF between records): the header row
// names the columns, each later row is one post. Every problem is a sentence the owner can act on.
import { BULK_CELL_MAX, BULK_MAX, BULK_MIN, type BulkRow } from '#contracts/bulk';

/** The largest file read (500 rows of three 200-character cells fit well within it). */
export const CSV_MAX_BYTES = 1_000_000;

export interface CsvTable {
  headers: string[];
  rows: string[][];
  /** Rows past the 500 a run can write, left out. */
  leftOut: number;
}

export class CsvProblem extends Error {}

/** The records of a CSV text, quotes resolved. Throws CsvProblem for an unclosed quote. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      line++;
    } else field += c;
  }
  if (quoted) throw new CsvProblem(`A quoted field that starts on line ${quoteLine} is never closed. Check the quotes on that line.`);
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  // Blank lines are not posts.
  return records.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** The file as a table: its header row and up to 500 data rows. */
export function readCsv(text: string): CsvTable {
  if (text.includes('\u0000'))
    throw new CsvProblem('This file is not a CSV text file. Export your sheet as CSV (comma-separated values) and choose that file.');
  const [headers, ...rows] = parseCsv(text);
  if (!headers) throw new CsvProblem('The file is empty. Choose a CSV file with a header row and one row per post.');
  if (rows.length === 0) throw new CsvProblem('The file has a header row but no rows below it. Add one row per post.');
  return { headers: headers.map((h, i) => h.trim() || `Column ${i + 1}`), rows: rows.slice(0, BULK_MAX), leftOut: Math.max(0, rows.length - BULK_MAX) };
}

export type Mapping = Record<keyof BulkRow, number | null>;

/** Columns whose names say what they hold ("Topic", "Product name", "Offer"…), as a first guess. */
export function guessMapping(headers: readonly string[]): Mapping {
  const find = (re: RegExp) => {
    const i = headers.findIndex((h) => re.test(h));
    return i < 0 ? null : i;
  };
  return { topic: find(/topic|subject|theme|idea/i), product: find(/product|service|item|name/i), offer: find(/offer|deal|promo|discount/i) };
}

/** The rows as the run's posts, in the mapped columns. Throws CsvProblem with the row to fix. */
export function rowsOf(table: CsvTable, mapping: Mapping): BulkRow[] {
  const columns = Object.entries(mapping).filter((entry): entry is [keyof BulkRow, number] => entry[1] !== null);
  if (columns.length === 0) throw new CsvProblem('Choose the column that holds the topic, the product or the offer.');
  const rows = table.rows.map((cells, i) => {
    const row: BulkRow = {};
    for (const [key, column] of columns) {
      const value = (cells[column] ?? '').replace(/\s+/g, ' ').trim();
      if ([...value].length > BULK_CELL_MAX)
        throw new CsvProblem(`Row ${i + 2}: "${table.headers[column]}" has ${[...value].length} characters; a cell can have up to ${BULK_CELL_MAX}.`);
      if (value) row[key] = value;
    }
    if (Object.keys(row).length === 0) throw new CsvProblem(`Row ${i + 2} has nothing in the chosen columns. Fill it in or remove it.`);
    return row;
  });
  if (rows.length < BULK_MIN)
    throw new CsvProblem(`The file has ${rows.length} rows; a run writes at least ${BULK_MIN} posts. Add rows or leave the file out.`);
  return rows;
}
