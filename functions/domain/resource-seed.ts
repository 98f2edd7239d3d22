// The Resources Vault's starter library: eight guides, templates and SOPs written for
// Markk's users (one per category), so a fresh install is not empty. Their Markdown
// sources are resources/starter/*.md; `npm run starter` (bin/starter-library.ts) writes
// the files to resources/starter/dist/ — the Markdown and text ones as they are, the PDF
// ones rendered with PDFKit. Seeding is idempotent: fixed ids, and a resource that exists
// is left alone (its download count too). The local stack seeds on start (uploading the
// files to its S3 emulator); a deploy copies the files to the bucket and runs the seeding
// once (a CDK Trigger), reading each file's size from the bucket.
import * as Resources from './resources.ts';
import { db } from '#data/service';
import { config } from '#lib/config';
import { headObject, putObject } from '#lib/storage';
import { STARTER_CONTENT_TYPES, STARTER_LIBRARY, starterFileName, starterKey } from './resource-starter.ts';

export { STARTER_LIBRARY, starterFileName, starterKey };

/** Who the starter library is "uploaded by". */
export const STARTER_UPLOADER = 'markk';

export interface SeedOptions {
  /** Reads a built file (resources/starter/dist/{name}) to upload it; without it, the files are already in the bucket. */
  readFile?: (fileName: string) => Promise<Uint8Array>;
}

/** Writes the starter resources that do not exist yet; answers how many it wrote. */
export async function seedStarterLibrary(options: SeedOptions = {}): Promise<number> {
  const bucket = config().RESOURCES_BUCKET;
  if (!bucket) throw new Error('RESOURCES_BUCKET is not set');
  const { data: existing } = await db()
    .entities.resource.get(STARTER_LIBRARY.map((r) => ({ resourceId: r.resourceId, scope: 'item' as const })))
    .go({ attributes: ['resourceId'] });
  const have = new Set(existing.map((r) => r.resourceId));
  let written = 0;
  // A fixed, increasing creation time: the library's order is the same on every install.
  for (const [index, resource] of STARTER_LIBRARY.entries()) {
    if (have.has(resource.resourceId)) continue;
    const key = starterKey(resource);
    const contentType = STARTER_CONTENT_TYPES[resource.format];
    let size: number;
    if (options.readFile) {
      const body = await options.readFile(starterFileName(resource));
      await putObject(bucket, key, body, contentType);
      size = body.byteLength;
    } else {
      const head = await headObject(bucket, key);
      if (!head) throw new Error(`The starter file ${key} is not in the bucket`);
      size = head.contentLength ?? 0;
    }
    const created = await Resources.createOnce(STARTER_UPLOADER, {
      resourceId: resource.resourceId,
      title: resource.title,
      description: resource.description,
      fileKey: key,
      fileName: starterFileName(resource),
      fileSize: size,
      fileType: resource.format,
      contentType,
      category: resource.category,
      tags: resource.tags,
      isFeatured: resource.isFeatured,
      createdAt: new Date(Date.UTC(2026, 0, 1, 9, 0, STARTER_LIBRARY.length - index)).toISOString(),
    });
    if (created) written += 1;
  }
  return written;
}
