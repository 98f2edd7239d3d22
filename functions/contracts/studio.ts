// Creative studio (issue 26): on-brand images made on the server from a template, the brand
// kit and the user's words, kept in the user's gallery (private storage, short-lived links).
// The template list itself (fields, variants, which are Premium) comes from the server
// (GET /studio/templates), so the browser never loads the renderer.
import * as z from 'zod';
import { CampaignId } from './common.ts';
import { endpoint } from './endpoint.ts';

export const STUDIO_SIZE_IDS = ['square', 'portrait', 'landscape', 'story'] as const;
export const StudioSize = z.enum(STUDIO_SIZE_IDS, { error: `The size must be one of ${STUDIO_SIZE_IDS.join(', ')}.` });
export type StudioSize = z.infer<typeof StudioSize>;

export const TEMPLATE_ID_LIST = ['text-card', 'quote', 'tip', 'offer', 'event', 'product', 'before-after', 'announcement', 'stat', 'carousel'] as const;
export const TemplateId = z.enum(TEMPLATE_ID_LIST, { error: 'That is not one of the studio’s templates.' });
export type TemplateId = z.infer<typeof TemplateId>;

export const IMAGE_FORMATS = ['png', 'jpeg'] as const;
export const ImageFormat = z.enum(IMAGE_FORMATS, { error: 'Download as png or jpeg.' });

export const FieldSpecView = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'list']),
  max: z.number().int().positive(),
  maxItems: z.number().int().positive().optional(),
  required: z.boolean(),
  placeholder: z.string(),
});
export type FieldSpecView = z.infer<typeof FieldSpecView>;

export const TemplateView = z.object({
  id: TemplateId,
  label: z.string(),
  description: z.string(),
  fields: z.array(FieldSpecView),
  photos: z.number().int().min(0).max(2),
  variants: z.number().int().positive(),
  premium: z.boolean(),
});
export type TemplateView = z.infer<typeof TemplateView>;

export const SizeView = z.object({ id: StudioSize, label: z.string(), width: z.number().int(), height: z.number().int() });

export const TemplatesResponse = z.object({
  templates: z.array(TemplateView),
  sizes: z.array(SizeView),
  /** The caller's plan draws the "Made with Markk" mark on every image. */
  watermark: z.boolean(),
  /** Premium templates (the carousel) are open to the caller. */
  premium: z.boolean(),
});
export type TemplatesResponse = z.infer<typeof TemplatesResponse>;

/** The words of a design: each template field's text, or its list's lines. The template's own rules are checked on the server. */
const FieldValue = z.union([
  z.string().max(2000, 'A text can be at most 2,000 characters.'),
  z.array(z.string().max(500)).max(12, 'A list can have at most 12 lines.'),
]);

/** Photos the studio draws (product, before/after): JPEG, PNG or WebP up to 10 MB, checked by their content when drawn. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PhotoId = z.string().regex(/^[a-f0-9]{32}$/, 'That is not one of your uploaded photos.');

export const PhotoRef = z.object({
  photoId: PhotoId,
  /** The point kept in view when the photo is cropped to fill its box: 0–1 across and down. */
  focalX: z.number().min(0).max(1).default(0.5),
  focalY: z.number().min(0).max(1).default(0.5),
  /** Which photo box it fills (0 the first, 1 the second: before/after's "after"); its place in the list when unset. */
  slot: z.number().int().min(0).max(1).optional(),
});

export const ImageDesign = z.object({
  template: TemplateId,
  size: StudioSize,
  variant: z.number().int().min(0).max(9).default(0),
  fields: z.record(z.string().regex(/^[a-zA-Z]{1,30}$/, 'That is not a field of this template.'), FieldValue),
  background: z.enum(['primary', 'secondary', 'light', 'dark'], { error: 'The background is primary, secondary, light or dark.' }).default('primary'),
  logo: z
    .object({
      position: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right', 'none']),
      scale: z.enum(['small', 'medium', 'large']),
    })
    .default({ position: 'top-left', scale: 'medium' }),
  pattern: z.enum(['none', 'dots', 'stripes', 'waves', 'grid'], { error: 'That is not one of the studio’s backgrounds.' }).default('none'),
  photos: z
    .array(PhotoRef)
    .max(2, 'A design has at most two photos.')
    .refine((photos) => new Set(photos.map((p, i) => p.slot ?? i)).size === photos.length, 'Each photo box takes one photo.')
    .default([]),
  /** The carousel's slide to show (0-based); other templates have one. */
  slide: z.number().int().min(0).max(9).default(0),
});
export type ImageDesign = z.input<typeof ImageDesign>;
export type ParsedImageDesign = z.infer<typeof ImageDesign>;

export const PreviewResponse = z.object({
  /** The rendered image as a data: URL (PNG), drawn at half the design's size. */
  dataUrl: z.string(),
  /** The design's size: what the saved image will be. */
  width: z.number().int(),
  height: z.number().int(),
  slides: z.number().int().positive(),
  /** What of the brand kit could not be drawn, and how to fix it (a WebP logo). */
  notes: z.array(z.string()),
});
export type PreviewResponse = z.infer<typeof PreviewResponse>;

export const ALT_TEXT_MAX = 1000;
const AltText = z
  .string()
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(ALT_TEXT_MAX, `Alt text can be up to ${ALT_TEXT_MAX.toLocaleString('en-GB')} characters.`));

export const SaveImageBody = z.object({
  design: ImageDesign,
  altText: AltText.default(''),
  /** The content item (a post) the image is made for: it is attached to it. */
  itemId: z.string().min(1).max(100).optional(),
  /** One of the owner's campaigns the image (every slide of a carousel) is put in. */
  campaignId: CampaignId.optional(),
});
export type SaveImageBody = z.input<typeof SaveImageBody>;

export const StudioImageView = z.object({
  id: z.string(),
  template: TemplateId,
  size: StudioSize,
  width: z.number().int(),
  height: z.number().int(),
  /** The headline (or first text) of the design: the gallery's caption. */
  title: z.string(),
  altText: z.string(),
  watermark: z.boolean(),
  itemId: z.string().nullable(),
  /** The owner's campaign the image is in, if any. */
  campaignId: z.string().nullable(),
  /** A short-lived link to the PNG (5 minutes). A JPEG of it is stored too (TikTok takes JPEG or WebP only). */
  url: z.string(),
  design: ImageDesign,
  createdAt: z.string(),
});
export type StudioImageView = z.infer<typeof StudioImageView>;

export const SaveImageResponse = z.object({
  /** The image (a carousel's first slide: the one a post gets). */
  image: StudioImageView,
  /** Every image saved: a carousel's slides in order, else the one image. */
  slides: z.array(StudioImageView),
  /** False when the same design was already in the gallery: those images are answered, nothing new is stored. */
  created: z.boolean(),
});
export type SaveImageResponse = z.infer<typeof SaveImageResponse>;

export const GalleryQuery = z.object({
  cursor: z.string().max(2000).optional(),
  itemId: z.string().min(1).max(100).optional(),
  /** Only the images in this campaign of the owner's (none for an id that is not one of theirs). */
  campaignId: CampaignId.optional(),
});
export type GalleryQuery = z.input<typeof GalleryQuery>;

export const GalleryResponse = z.object({
  images: z.array(StudioImageView),
  cursor: z.string().nullable(),
  /** Library assets in use and the plan's limit (null: unlimited). */
  library: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type GalleryResponse = z.infer<typeof GalleryResponse>;

export const ImageParams = z.object({ imageId: z.string().regex(/^[a-f0-9]{24}$/, 'That is not a studio image id.') });

export const ImageResponse = z.object({ image: StudioImageView });
export type ImageResponse = z.infer<typeof ImageResponse>;

/** Each field absent: unchanged. campaignId null takes the image out of its campaign. */
export const UpdateImageBody = z.object({ altText: AltText.optional(), campaignId: CampaignId.nullable().optional() });
export type UpdateImageBody = z.input<typeof UpdateImageBody>;

export const DownloadQuery = z.object({ format: ImageFormat.default('png') });

export const DownloadResponse = z.object({ url: z.string(), fileName: z.string() });
export type DownloadResponse = z.infer<typeof DownloadResponse>;

export const PhotoUploadBody = z.object({
  contentType: z.enum(PHOTO_TYPES, { error: 'Photos must be JPEG, PNG or WebP images.' }),
  size: z.number({ error: 'size is required.' }).int().positive('The photo file is empty.').max(PHOTO_MAX_BYTES, 'A photo can be up to 10 MB.'),
});
export type PhotoUploadBody = z.infer<typeof PhotoUploadBody>;

export const PhotoUploadResponse = z.object({ photoId: PhotoId, uploadUrl: z.string(), headers: z.record(z.string(), z.string()) });
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponse>;

export const SuggestBody = z.object({ itemId: z.string().min(1).max(100) });
export const SuggestResponse = z.object({
  template: TemplateId,
  fields: z.record(z.string(), FieldValue),
  altText: z.string(),
  caption: z.string(),
});
export type SuggestResponse = z.infer<typeof SuggestResponse>;

export const studioEndpoints = {
  templates: endpoint({
    name: 'ListStudioTemplates',
    area: 'studio',
    method: 'GET',
    path: '/studio/templates',
    access: 'owner',
    workspace: 'view',
    response: TemplatesResponse,
  }),
  suggest: endpoint({
    name: 'SuggestStudioImage',
    area: 'studio',
    method: 'POST',
    path: '/studio/suggest',
    access: 'owner',
    workspace: 'create',
    body: SuggestBody,
    response: SuggestResponse,
  }),
  uploadPhoto: endpoint({
    name: 'CreateStudioPhotoUpload',
    area: 'studio',
    method: 'POST',
    path: '/studio/photos',
    access: 'owner',
    workspace: 'create',
    body: PhotoUploadBody,
    response: PhotoUploadResponse,
  }),
  preview: endpoint({
    name: 'PreviewStudioImage',
    area: 'studio',
    method: 'POST',
    path: '/studio/preview',
    access: 'owner',
    workspace: 'create',
    body: ImageDesign,
    response: PreviewResponse,
  }),
  save: endpoint({
    name: 'SaveStudioImage',
    area: 'studio',
    method: 'POST',
    path: '/studio/images',
    access: 'owner',
    workspace: 'create',
    body: SaveImageBody,
    response: SaveImageResponse,
  }),
  gallery: endpoint({
    name: 'ListStudioImages',
    area: 'studio',
    method: 'GET',
    path: '/studio/images',
    access: 'owner',
    workspace: 'view',
    query: GalleryQuery,
    response: GalleryResponse,
  }),
  get: endpoint({
    name: 'GetStudioImage',
    area: 'studio',
    method: 'GET',
    path: '/studio/images/{imageId}',
    access: 'owner',
    workspace: 'view',
    params: ImageParams,
    response: ImageResponse,
  }),
  update: endpoint({
    name: 'UpdateStudioImage',
    area: 'studio',
    method: 'PATCH',
    path: '/studio/images/{imageId}',
    access: 'owner',
    workspace: 'create',
    params: ImageParams,
    body: UpdateImageBody,
    response: ImageResponse,
  }),
  download: endpoint({
    name: 'DownloadStudioImage',
    area: 'studio',
    method: 'GET',
    path: '/studio/images/{imageId}/download',
    access: 'owner',
    workspace: 'view',
    params: ImageParams,
    query: DownloadQuery,
    response: DownloadResponse,
  }),
  remove: endpoint({
    name: 'DeleteStudioImage',
    area: 'studio',
    method: 'DELETE',
    path: '/studio/images/{imageId}',
    access: 'owner',
    workspace: 'create',
    params: ImageParams,
    response: z.undefined(),
    status: 204,
  }),
};
