// The creative studio's image engine: on-brand post images from a brand kit, as PNG or JPEG.
// Pure library (no HTTP, no storage): the endpoints call only what is exported here.
export { STUDIO_SIZES, TEMPLATE_IDS } from './types.ts';
export type { FieldSpec, LayoutReport, RenderInput, StudioBrand, StudioPhoto, StudioSize, StudioTone, TemplateId, TemplateInfo } from './types.ts';
export { TEMPLATES, toneOf } from './catalog.ts';
export { contrastRatio } from './colour.ts';
export { STUDIO_FONT_FILES } from './fonts.ts';
export { STUDIO_EMOJI_DIR } from './emoji.ts';
export { imageInfo, usable as studioImage } from './images.ts';
export { layoutReport, parseFields, renderImage, slideCount } from './render.ts';
