// The analytics tables' CSV export, built in the browser: RFC 4180 records, formula-safe text
// cells, and the file names the downloads get.
import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv, type CsvColumn } from '../../../web/src/lib/csv.ts';

type Row = { caption: string; clicks: number; url: string | null };
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Post', value: (row) => row.caption },
  { header: 'Clicks', value: (row) => row.clicks },
  { header: 'Live post', value: (row) => row.url },
];

describe('CSV fields', () => {
  it('writes plain text and numbers as they are, and nothing for a missing value', () => {
    expect(csvField('Spring menu')).toBe('Spring menu');
    expect(csvField(42)).toBe('42');
    expect(csvField(0.25)).toBe('0.25');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Coffee, cake')).toBe('"Coffee, cake"');
    expect(csvField('Our "famous" scones')).toBe('"Our ""famous"" scones"');
    expect(csvField('Line one\nline two')).toBe('"Line one\nline two"');
    expect(csvField('Line one\r\nline two')).toBe('"Line one\r\nline two"');
  });

  it('puts a single quote before text a spreadsheet would read as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(csvField('+1 for flat whites')).toBe("'+1 for flat whites");
    expect(csvField('-20% today')).toBe("'-20% today");
    expect(csvField('@corner_cafe')).toBe("'@corner_cafe");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
  });

  it('leaves numbers alone, negative ones included, and text with a formula sign later on', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField('1+1=2')).toBe('1+1=2');
    expect(csvField('caf\u00e9 @ 9am')).toBe('caf\u00e9 @ 9am');
  });
});

describe('CSV tables', () => {
  it('has the header row, then a record per row, each ended by CRLF', () => {
    const csv = toCsv(COLUMNS, [
      { caption: 'Pumpkin spice is back', clicks: 12, url: 'https://instagram.example/p/1' },
      { caption: '=1+1', clicks: 0, url: null },
    ]);

    expect(csv).toBe("Post,Clicks,Live post\r\nPumpkin spice is back,12,https://instagram.example/p/1\r\n'=1+1,0,\r\n");
  });

  it('is the header row alone when there are no rows', () => {
    expect(toCsv(COLUMNS, [])).toBe('Post,Clicks,Live post\r\n');
  });
});

describe('CSV file names', () => {
  it('names the table and the range', () => {
    expect(csvFileName('Top posts', { from: '2026-11-01', to: '2026-11-30' })).toBe('markk-top-posts-2026-11-01-to-2026-11-30.csv');
    expect(csvFileName('breakdown By network', { from: '2026-11-24', to: '2026-11-30' })).toBe('markk-breakdown-by-network-2026-11-24-to-2026-11-30.csv');
  });

  it('names one day for a list without a range', () => {
    expect(csvFileName('Links', '2026-11-27')).toBe('markk-links-2026-11-27.csv');
  });
});
