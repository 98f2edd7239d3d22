// Tables as CSV files built in the browser (RFC 4180: CRLF between records, a field with a
// comma, quote or line break in double quotes, its quotes doubled), safe to open in a
// spreadsheet: a text cell that would start a formula gets a leading single quote (OWASP's
// "CSV injection" advice), since captions and link titles are written by anyone.
import { downloadText } from './download.ts';

export type CsvValue = string | number | null | undefined;

/** One column of an export: its header and how a row fills it. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/** The first characters a spreadsheet reads as the start of a formula (or of a hidden one, after a tab or CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: text that could start a formula neutralised, then quoted when it has to be. Numbers are written as they are. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row and one record per row, CRLF after each record. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const records = [columns.map((column) => csvField(column.header)), ...rows.map((row) => columns.map((column) => csvField(column.value(row))))];
  return records.map((fields) => `${fields.join(',')}\r\n`).join('');
}

/** "markk-top-posts-2026-11-01-to-2026-11-30.csv" for a range, "markk-links-2026-11-27.csv" for a day. */
export function csvFileName(name: string, range: { from: string; to: string } | string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const days = typeof range === 'string' ? range : `${range.from}-to-${range.to}`;
  return `markk-${slug}-${days}.csv`;
}

/**
 * Saves a CSV in the browser's downloads. The byte order mark tells spreadsheet programs the
 * file is UTF-8, so "Café" does not open as "CafÃ©".
 */
export function downloadCsv(fileName: string, csv: string): void {
  downloadText(fileName, 'text/csv;charset=utf-8', `\uFEFF${csv}`);
}
