// The Resources Vault (spec 02 §2.3, §3–§9 Resources): documents, templates and videos
// admins upload and every signed-in user searches, filters by category, sorts (featured
// first in every order), bookmarks, previews and downloads. The bucket is private: uploads
// are presigned PUTs bound to the declared type and size, downloads presigned GETs.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { cleanName, withoutBidiControls } from './common.ts';
import { RESOURCE_CATEGORIES } from './resource-categories.ts';

export { RESOURCE_CATEGORIES };
export const ResourceCategory = z.enum(RESOURCE_CATEGORIES, { error: `Category must be one of ${RESOURCE_CATEGORIES.join(', ')}.` });
export type ResourceCategory = z.infer<typeof ResourceCategory>;
export const DEFAULT_CATEGORY: ResourceCategory = 'strategy-planning';

export const CATEGORY_LABELS: Record<ResourceCategory, string> = {
  'paid-ads': 'Paid Ads',
  'organic-content': 'Organic Content',
  'email-marketing': 'Email Marketing',
  'funnels-landing': 'Funnels & Landing Pages',
  'strategy-planning': 'Strategy & Planning',
  'sops-operations': 'SOPs & Operations',
  templates: 'Templates',
  inspiration: 'Inspiration',
};

export const RESOURCE_SORTS = ['recent', 'downloads', 'featured'] as const;
/** recent (the default): newest first; downloads: most downloaded first; featured: featured, then newest. Featured first in every order. */
export const ResourceSort = z.enum(RESOURCE_SORTS, { error: 'Sort must be recent, downloads or featured.' });
export type ResourceSort = z.infer<typeof ResourceSort>;
export const SORT_LABELS: Record<ResourceSort, string> = { recent: 'Most recent', downloads: 'Most downloaded', featured: 'Featured' };

/** What an admin may upload (spec 02 §5): the extension and its one content type. */
export const ALLOWED_FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
} as const;
export type AllowedExtension = keyof typeof ALLOWED_FILE_TYPES;
export const ALLOWED_EXTENSIONS = Object.keys(ALLOWED_FILE_TYPES) as AllowedExtension[];
/** The `accept` attribute of the file input. */
export const UPLOAD_ACCEPT = ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Types a browser shows inline: the preview (text, Markdown and PDF). */
export const PREVIEWABLE_TYPES = ['txt', 'md', 'pdf'] as const;

/** The upload size cap: 100 MB. */
export const RESOURCE_MAX_BYTES = 100 * 1024 * 1024;

export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 2000;
export const RESOURCE_TAGS_MAX = 20;
export const RESOURCE_TAG_MAX = 40;
export const RESOURCE_SEARCH_MAX = 100;
export const RESOURCE_PAGE_SIZE = 24;
export const FILE_NAME_MAX = 200;

/** The messages and toasts, word for word where the spec gives them (§5, §8 Resources). */
export const RESOURCE_MESSAGES = {
  title: 'Resources Vault',
  subtitle: 'Access SOPs, guides, and important documents',
  missing: 'Please provide a title and select a file',
  noFile: 'No file selected',
  uploaded: 'Resource uploaded successfully',
  deleted: 'Resource deleted successfully',
  notFound: 'Resource not found',
  emptyTitle: 'No resources found',
  emptyFiltered: 'Try adjusting your search or filter criteria',
  emptyNothing: 'Upload your first resource to get started',
  uploadButton: 'Upload Resource',
  unknownSize: 'Unknown size',
  notAdmin: 'Only admins can upload or delete resources.',
  badType: `This file type is not allowed. Upload one of: ${ALLOWED_EXTENSIONS.join(', ')}.`,
  typeMismatch: 'The file’s content type does not match its extension. Choose the file again and upload it as it is.',
  tooLarge: 'The file is larger than 100 MB. Upload a smaller file.',
  emptyFile: 'The file is empty. Choose a file with content.',
  uploadMissing: 'The file has not been uploaded yet, or the upload expired. Choose the file and upload it again.',
  uploadMismatch: 'The uploaded file does not match what was announced (type or size). Upload the file again.',
  contentMismatch: 'The file’s contents are not what its type says (for example, a web page named .pdf). Choose the right file and upload it again.',
  noPreview: 'Only text, Markdown and PDF files can be previewed. Download the file to open it.',
} as const;

/**
 * "Unknown size" | "1 byte" | "68 bytes" | "1.5 KB" | "2 MB" | "1.2 GB": whole bytes, then at
 * most one decimal, as people read sizes.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return RESOURCE_MESSAGES.unknownSize;
  if (bytes < 1024) return `${Math.round(bytes)} ${Math.round(bytes) === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB would read "1024 KB": that is the next unit's 1.
  if (Number(value.toFixed(1)) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

/** The extension of a file name, lower-cased ('' when none). */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
};

/** Tags from the form's "a, b" text (or a list): trimmed, empties dropped, duplicates once; none → null. */
export function parseTags(input: string | readonly string[] | null | undefined): string[] | null {
  if (input === null || input === undefined) return null;
  const parts = typeof input === 'string' ? input.split(',') : input;
  const tags = [...new Set(parts.map((t) => cleanName(t)).filter((t) => t.length > 0))];
  return tags.length > 0 ? tags : null;
}

export const ResourceView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  fileName: z.string(),
  fileSize: z.number().nullable(),
  /** The extension: pdf, md, txt, docx… */
  fileType: z.string(),
  contentType: z.string(),
  category: ResourceCategory,
  tags: z.array(z.string()).nullable(),
  downloadCount: z.number(),
  isFeatured: z.boolean(),
  /** The caller bookmarked it. */
  bookmarked: z.boolean(),
  createdAt: z.string(),
  /** Text, Markdown and PDF files open in the preview. */
  canPreview: z.boolean(),
});
export type ResourceView = z.infer<typeof ResourceView>;

export const ListResourcesQuery = z.object({
  q: z
    .string({ error: 'Search must be text.' })
    .transform(cleanName)
    .pipe(z.string().max(RESOURCE_SEARCH_MAX, `Search for at most ${RESOURCE_SEARCH_MAX} characters.`))
    .optional(),
  category: ResourceCategory.optional(),
  sort: ResourceSort.default('recent'),
  bookmarked: z.enum(['true', 'false'], { error: 'bookmarked must be true or false.' }).optional(),
  cursor: z.string().max(4000, 'This page link is not valid.').optional(),
});
export type ListResourcesQuery = z.input<typeof ListResourcesQuery>;

export const ResourcePage = z.object({
  resources: z.array(ResourceView),
  nextCursor: z.string().nullable(),
  /** How many resources exist at all (whatever the filters): 0 → "Upload your first resource to get started". */
  total: z.number(),
  viewer: z.object({ isAdmin: z.boolean() }),
});
export type ResourcePage = z.infer<typeof ResourcePage>;

/** Empty when no file was chosen: the domain answers "Please provide a title and select a file". */
const FileName = z
  .string({ error: 'The file name must be text.' })
  .transform(cleanName)
  .pipe(z.string().max(FILE_NAME_MAX, `A file name can be at most ${FILE_NAME_MAX} characters.`))
  .default('');

/** POST /resources/uploads: the file's name, type and size; the type is checked by extension AND content type. */
export const StartUploadBody = z
  .object({
    fileName: FileName,
    contentType: z.string({ error: RESOURCE_MESSAGES.badType }).trim().toLowerCase().max(200, RESOURCE_MESSAGES.badType),
    size: z
      .number({ error: RESOURCE_MESSAGES.missing })
      .int('The file size must be a whole number of bytes.')
      .positive(RESOURCE_MESSAGES.emptyFile)
      .max(RESOURCE_MAX_BYTES, RESOURCE_MESSAGES.tooLarge),
  })
  .superRefine((body, ctx) => {
    if (!body.fileName) return;
    const ext = extensionOf(body.fileName);
    if (!(ext in ALLOWED_FILE_TYPES)) {
      ctx.addIssue({ code: 'custom', message: RESOURCE_MESSAGES.badType, path: ['fileName'] });
      return;
    }
    if (ALLOWED_FILE_TYPES[ext as AllowedExtension] !== body.contentType)
      ctx.addIssue({ code: 'custom', message: RESOURCE_MESSAGES.typeMismatch, path: ['contentType'] });
  });
export type StartUploadBody = z.input<typeof StartUploadBody>;

export const StartUploadResponse = z.object({
  /** Pass to create once the PUT succeeded. */
  uploadId: z.string(),
  /** PUT the file here with exactly `headers`. */
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type StartUploadResponse = z.infer<typeof StartUploadResponse>;

/** `{timestamp}-{uuid}.{ext}`: the stored object's name under uploads/. */
export const UPLOAD_ID_PATTERN = /^\d{13}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,4}$/;
/** Empty when no file was uploaded: the domain answers "Please provide a title and select a file". */
export const UploadId = z.string({ error: 'The upload id must be text.' }).trim().max(100, RESOURCE_MESSAGES.uploadMissing).default('');

export const CreateResourceBody = z.object({
  uploadId: UploadId,
  /** Empty: the domain answers "Please provide a title and select a file". */
  title: z
    .string({ error: 'The title must be text.' })
    .transform(cleanName)
    .pipe(z.string().max(RESOURCE_TITLE_MAX, `A title can be at most ${RESOURCE_TITLE_MAX} characters.`))
    .default(''),
  description: z
    .string({ error: 'The description must be text.' })
    .overwrite(withoutBidiControls)
    .trim()
    .max(RESOURCE_DESCRIPTION_MAX, `A description can be at most ${RESOURCE_DESCRIPTION_MAX} characters.`)
    .nullable()
    .optional()
    .transform((d) => (d ? d : null)),
  category: ResourceCategory.default(DEFAULT_CATEGORY),
  /** "a, b" or ["a", "b"]: trimmed, empties dropped; none → null. */
  tags: z
    .union(
      [
        z.string({ error: 'Tags must be text.' }).max(RESOURCE_TAGS_MAX * (RESOURCE_TAG_MAX + 2), 'Too many tags.'),
        z.array(z.string({ error: 'Tags must be text.' })).max(RESOURCE_TAGS_MAX, `At most ${RESOURCE_TAGS_MAX} tags.`),
      ],
      {
        error: 'Tags must be a comma-separated text.',
      },
    )
    .nullable()
    .optional()
    .transform((t) => parseTags(t))
    .pipe(
      z
        .array(z.string().max(RESOURCE_TAG_MAX, `A tag can be at most ${RESOURCE_TAG_MAX} characters.`))
        .max(RESOURCE_TAGS_MAX, `At most ${RESOURCE_TAGS_MAX} tags.`)
        .nullable(),
    ),
  isFeatured: z.boolean({ error: 'Featured must be true or false.' }).default(false),
});
export type CreateResourceBody = z.input<typeof CreateResourceBody>;

export const ResourceParams = z.object({ resourceId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, RESOURCE_MESSAGES.notFound) });

/** Whether the caller has the resource bookmarked, after a bookmark or unbookmark. */
export const BookmarkState = z.object({ bookmarked: z.boolean() });

export const resourceEndpoints = {
  list: endpoint({
    name: 'ListResources',
    area: 'resources',
    method: 'GET',
    path: '/resources',
    access: 'signedIn',
    query: ListResourcesQuery,
    response: ResourcePage,
  }),
  startUpload: endpoint({
    name: 'StartResourceUpload',
    area: 'resources',
    method: 'POST',
    path: '/resources/uploads',
    access: 'admin',
    body: StartUploadBody,
    response: StartUploadResponse,
  }),
  create: endpoint({
    name: 'CreateResource',
    area: 'resources',
    method: 'POST',
    path: '/resources',
    access: 'admin',
    body: CreateResourceBody,
    response: z.object({ resource: ResourceView }),
    status: 201,
  }),
  remove: endpoint({
    name: 'DeleteResource',
    area: 'resources',
    method: 'DELETE',
    path: '/resources/{resourceId}',
    access: 'admin',
    params: ResourceParams,
    response: z.undefined(),
    status: 204,
  }),
  download: endpoint({
    name: 'DownloadResource',
    area: 'resources',
    method: 'POST',
    path: '/resources/{resourceId}/download',
    access: 'signedIn',
    params: ResourceParams,
    response: z.object({ url: z.string() }),
  }),
  preview: endpoint({
    name: 'PreviewResource',
    area: 'resources',
    method: 'GET',
    path: '/resources/{resourceId}/preview',
    access: 'signedIn',
    params: ResourceParams,
    response: z.object({ url: z.string(), contentType: z.string() }),
  }),
  // A bookmark is set and unset, never toggled: a repeated or reordered request leaves what the
  // last one asked for.
  bookmark: endpoint({
    name: 'BookmarkResource',
    area: 'resources',
    method: 'PUT',
    path: '/resources/{resourceId}/bookmark',
    access: 'signedIn',
    params: ResourceParams,
    response: BookmarkState,
  }),
  unbookmark: endpoint({
    name: 'UnbookmarkResource',
    area: 'resources',
    method: 'DELETE',
    path: '/resources/{resourceId}/bookmark',
    access: 'signedIn',
    params: ResourceParams,
    response: BookmarkState,
  }),
};
