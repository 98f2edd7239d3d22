// `npm run starter`: builds the Resources Vault's starter library into resources/starter/dist/
// from the Markdown sources in resources/starter/: Markdown and text resources as they are
// (text: the Markdown as plain text), PDF resources rendered with PDFKit (build time only).
// The build, the local stack, the tests and the deploy read the files from there; they
// are generated, not committed. Same sources → byte-identical files (fixed PDF dates).
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { STARTER_LIBRARY, starterFileName, type StarterResource } from '../functions/domain/resource-starter.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STARTER_SOURCE_DIR = path.join(ROOT, 'resources', 'starter');
export const STARTER_DIST_DIR = path.join(STARTER_SOURCE_DIR, 'dist');

/** Inline Markdown to plain text: **bold**, *em*, `code`, [text](url) → text. */
const plain = (text: string): string =>
  text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|[^*])\*(?!\s)(.+?)\*/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

/** Markdown → plain text: headings underlined, tables as aligned rows, checkboxes kept. */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  for (const raw of markdown.split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const text = plain(heading[2]!);
      out.push(text.toUpperCase() === text ? text : heading[1]!.length === 1 ? text.toUpperCase() : text);
      out.push((heading[1]!.length <= 2 ? '=' : '-').repeat(Math.min(text.length, 72)));
      continue;
    }
    if (/^\|\s*-/.test(line)) continue;
    if (line.startsWith('|')) {
      out.push(
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => plain(cell.trim()))
          .filter((cell) => cell.length > 0)
          .join(' | '),
      );
      continue;
    }
    out.push(plain(line.replace(/^>\s?/, '  ')));
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

/** Markdown → a PDF: headings, paragraphs, bullet and numbered lists, checkboxes, quotes and tables as rows. */
export function markdownToPdf(markdown: string, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Author: 'Markk', Creator: 'Markk', Producer: 'Markk', CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = doc.page.width - 112;
    const body = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
      doc
        .font('Helvetica')
        .fontSize(10.5)
        .fillColor('#222222')
        .text(text, { width, lineGap: 2, ...options });
    let first = true;
    for (const raw of markdown.split('\n')) {
      const line = raw.trimEnd();
      if (!line.trim()) {
        doc.moveDown(0.4);
        continue;
      }
      const heading = /^(#{1,6})\s+(.*)$/.exec(line);
      if (heading) {
        const level = heading[1]!.length;
        if (!first) doc.moveDown(level === 2 ? 0.6 : 0.3);
        doc
          .font('Helvetica-Bold')
          .fontSize(level === 1 ? 22 : level === 2 ? 15 : 12)
          .fillColor(level === 1 ? '#4B3FC4' : '#111111')
          .text(plain(heading[2]!), { width });
        doc.moveDown(0.3);
        first = false;
        continue;
      }
      first = false;
      if (/^\|\s*-/.test(line)) continue;
      if (line.startsWith('|')) {
        const cells = line
          .split('|')
          .slice(1, -1)
          .map((cell) => plain(cell.trim()));
        const isHeader = cells.every((c) => /^[A-Z]/.test(c)) && /Day|Pillar|Metric|Formats/.test(cells[0] ?? '');
        doc
          .font(isHeader ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9.5)
          .fillColor('#222222')
          .text(cells.filter(Boolean).join('   ·   '), { width, lineGap: 1 });
        continue;
      }
      const bullet = /^(\s*)[-*]\s+(\[( |x)\]\s+)?(.*)$/.exec(line);
      if (bullet) {
        const mark = bullet[2] ? (bullet[3] === 'x' ? '[x]' : '[  ]') : '•';
        body(`${mark}  ${plain(bullet[4]!)}`, { indent: 12 + bullet[1]!.length * 6 });
        continue;
      }
      const numbered = /^(\s*)(\d+)\.\s+(.*)$/.exec(line);
      if (numbered) {
        body(`${numbered[2]}.  ${plain(numbered[3]!)}`, { indent: 12 + numbered[1]!.length * 6 });
        continue;
      }
      if (line.startsWith('>')) {
        doc
          .font('Helvetica-Oblique')
          .fontSize(10.5)
          .fillColor('#444444')
          .text(plain(line.replace(/^>\s?/, '')), { width: width - 24, indent: 0, lineGap: 2, align: 'left' });
        continue;
      }
      body(plain(line));
    }
    doc.end();
  });
}

/** The built file of one starter resource. */
export async function renderStarter(resource: StarterResource, sourceDir = STARTER_SOURCE_DIR): Promise<Buffer> {
  const markdown = await readFile(path.join(sourceDir, `${resource.slug}.md`), 'utf8');
  if (resource.format === 'md') return Buffer.from(markdown, 'utf8');
  if (resource.format === 'txt') return Buffer.from(markdownToText(markdown), 'utf8');
  return markdownToPdf(markdown, resource.title);
}

/** Builds every starter file into `outDir`; answers the directory. */
export async function buildStarterLibrary(outDir = STARTER_DIST_DIR): Promise<string> {
  await mkdir(outDir, { recursive: true });
  // Written aside, then renamed into place: two stacks starting at once (the test shards) each
  // build the files while the other reads them, and a reader must never see a half-written one.
  await Promise.all(
    STARTER_LIBRARY.map(async (resource) => {
      const file = path.join(outDir, starterFileName(resource));
      const aside = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(aside, await renderStarter(resource));
      await rename(aside, file);
    }),
  );
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = await buildStarterLibrary();
  process.stdout.write(`Starter library: ${STARTER_LIBRARY.length} files in ${path.relative(process.cwd(), dir)}\n`);
}
