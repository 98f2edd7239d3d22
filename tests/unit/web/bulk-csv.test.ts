// The CSV a bulk run is written from, read in the browser: quoted fields with commas, line
// breaks and doubled quotes; columns mapped by their names; 500 rows at most (the rest left out
// and counted); and a sentence to act on for an empty file, a missing row, an unclosed quote,
// a binary file, a cell too long, a row with nothing mapped and too few rows.
import { describe, expect, it } from 'vitest';
import { BULK_MAX } from '#contracts/bulk';
import { CsvProblem, guessMapping, parseCsv, readCsv, rowsOf } from '../../../web/src/lib/bulk-csv.ts';

const rows = (n: number, cell = (i: number) => `Topic ${i + 1}`) =>
  ['Topic,Product,Offer', ...Array.from({ length: n }, (_, i) => `${cell(i)},Latte ${i},`)].join('\r\n');

describe('reading a bulk CSV', () => {
  it('reads quoted fields with commas, line breaks and doubled quotes, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n"one, two","say ""hi""\nthere"\n\n3,4\r\n')).toEqual([
      ['a', 'b'],
      ['one, two', 'say "hi"\nthere'],
      ['3', '4'],
    ]);
  });

  it('maps columns by their names and turns each row into a post’s subject', () => {
    const table = readCsv(rows(12));
    const mapping = guessMapping(table.headers);
    expect(mapping).toEqual({ topic: 0, product: 1, offer: 2 });
    const posts = rowsOf(table, mapping);
    expect(posts).toHaveLength(12);
    expect(posts[0]).toEqual({ topic: 'Topic 1', product: 'Latte 0' });
  });

  it('keeps the first 500 rows and counts the rest', () => {
    const table = readCsv(rows(BULK_MAX + 7));
    expect(table.rows).toHaveLength(BULK_MAX);
    expect(table.leftOut).toBe(7);
  });

  it('says what to fix in a bad file', () => {
    const problem = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(CsvProblem);
        return (error as Error).message;
      }
      throw new Error('expected a problem');
    };
    expect(problem(() => readCsv(''))).toMatch(/^The file is empty/);
    expect(problem(() => readCsv('Topic\n'))).toMatch(/no rows below it/);
    expect(problem(() => readCsv('Topic\n"never closed\nrow'))).toMatch(/starts on line 2 is never closed/);
    expect(problem(() => readCsv('PK\u0003\u0004\u0000\u0000'))).toMatch(/not a CSV text file/);
    const table = readCsv(rows(12, (i) => (i === 4 ? 'x'.repeat(201) : `Topic ${i}`)));
    expect(problem(() => rowsOf(table, guessMapping(table.headers)))).toBe('Row 6: "Topic" has 201 characters; a cell can have up to 200.');
    expect(problem(() => rowsOf(readCsv(rows(12)), { topic: null, product: null, offer: null }))).toMatch(/^Choose the column/);
    expect(problem(() => rowsOf(readCsv(rows(12, (i) => (i === 2 ? '' : 'T'))), { topic: 0, product: null, offer: null }))).toBe(
      'Row 4 has nothing in the chosen columns. Fill it in or remove it.',
    );
    expect(problem(() => rowsOf(readCsv(rows(9)), { topic: 0, product: null, offer: null }))).toMatch(/has 9 rows; a run writes at least 10/);
  });
});
