// A campaign's ad copy as a CSV for Google Ads Editor (Account → Import → From file), in the
// column headers Editor recognises ("Import a CSV file in Google Ads Editor — CSV file columns",
// https://support.google.com/google-ads/editor/answer/57747; headers in English, a blank cell
// changes nothing): one responsive search ad row, then one row per keyword idea in the same ad
// group (the campaign's name names both), as phrase match. Reading stays open after a downgrade.
import { AD_COPY_MESSAGES, GOOGLE_DESCRIPTIONS_MAX, GOOGLE_HEADLINES_MAX, type AdCopy, type AdCopyExport } from '#contracts/ad-copy';
import { Conflict } from '#lib/errors';
import { csvField, fileNameOf } from '../project-export.ts';
import { existing, view } from './read.ts';

const numbered = (label: string, count: number) => Array.from({ length: count }, (_, i) => `${label} ${i + 1}`);

export const AD_CSV_HEADER = [
  'Campaign',
  'Ad group',
  'Ad type',
  ...numbered('Headline', GOOGLE_HEADLINES_MAX),
  ...numbered('Description', GOOGLE_DESCRIPTIONS_MAX),
  'Path 1',
  'Path 2',
  'Final URL',
  'Keyword',
  'Criterion Type',
] as const;

type Column = (typeof AD_CSV_HEADER)[number];

/** A row of the file: the named cells filled, every other one blank. */
const row = (cells: Partial<Record<Column, string>>) => AD_CSV_HEADER.map((column) => cells[column] ?? '');

export function adCopyCsv(campaignName: string, copy: AdCopy): string {
  const group = { Campaign: campaignName, 'Ad group': campaignName };
  const ad: Partial<Record<Column, string>> = {
    ...group,
    'Ad type': 'Responsive search ad',
    ...Object.fromEntries(copy.google.headlines.map((text, i) => [`Headline ${i + 1}`, text])),
    ...Object.fromEntries(copy.google.descriptions.map((text, i) => [`Description ${i + 1}`, text])),
    'Path 1': copy.google.path1,
    'Path 2': copy.google.path2,
    'Final URL': copy.finalUrl ?? '',
  };
  const keywords = copy.keywords.map((keyword) => row({ ...group, Keyword: keyword, 'Criterion Type': 'Phrase' }));
  return `${[[...AD_CSV_HEADER], row(ad), ...keywords].map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** GET /campaigns/{campaignId}/ads/export: Google Ads needs the page an ad opens, so a set without one is not exported. */
export async function exportCsv(userId: string, campaignId: string): Promise<AdCopyExport> {
  const { campaign, item } = await existing(userId, campaignId);
  const copy = view(item);
  if (!copy.finalUrl) throw new Conflict(AD_COPY_MESSAGES.noFinalUrl);
  return {
    filename: fileNameOf(`${campaign.name} google ads`, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    body: adCopyCsv(campaign.name, copy),
  };
}
