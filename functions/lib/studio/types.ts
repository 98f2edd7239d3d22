// The studio's public vocabulary: sizes, template ids, tones and the shapes the endpoints pass
// in. Kept free of logic so the web page and the API contract can import it cheaply.

export const STUDIO_SIZES = {
  square: { width: 1080, height: 1080, label: 'Square 1080 × 1080' },
  portrait: { width: 1080, height: 1350, label: 'Portrait 1080 × 1350' },
  landscape: { width: 1200, height: 628, label: 'Landscape 1200 × 628' },
  story: { width: 1080, height: 1920, label: 'Story 1080 × 1920' },
} as const;
export type StudioSize = keyof typeof STUDIO_SIZES;

export const TEMPLATE_IDS = ['text-card', 'quote', 'tip', 'offer', 'event', 'product', 'before-after', 'announcement', 'stat', 'carousel'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export type StudioTone = 'friendly' | 'professional' | 'playful' | 'luxurious';

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'list';
  /** Characters per text, or per list item (code points, so an emoji counts once or twice, never six times). */
  max: number;
  maxItems?: number;
  /** Lists only: the fewest items a required list takes (1 when absent). */
  minItems?: number;
  required: boolean;
  placeholder: string;
}

export interface TemplateInfo {
  id: TemplateId;
  label: string;
  description: string;
  fields: FieldSpec[];
  photos: 0 | 1 | 2;
  /** How many layouts (>= 2); RenderInput.variant is 0-based below this. */
  variants: number;
  /** Only 'carousel' is premium. */
  premium: boolean;
}

export interface StudioBrand {
  name: string;
  /** '#rrggbb' */
  primary: string;
  secondary: string;
  tone: StudioTone;
  /** PNG, JPEG, WebP or GIF bytes. */
  logo: Uint8Array | null;
  /** The brand's own fonts (Premium), checked when they were set: each draws before the tone's faces, which stay as fallback. */
  fonts?: { heading?: StudioBrandFont; body?: StudioBrandFont };
}

/** A brand's own font file: TrueType, OpenType or WOFF 1 bytes. */
export interface StudioBrandFont {
  /** Names the face (hex, unique per file content, e.g. a hash of the bytes). */
  key: string;
  data: Uint8Array;
}

export interface StudioPhoto {
  /** JPEG, PNG or WebP bytes. */
  data: Uint8Array;
  /** 0..1: the point kept in view when the photo is cropped to fill its box. */
  focalX: number;
  focalY: number;
  /** Which of the template's photo boxes it fills (0 first); its place in the list when unset. */
  slot?: number | undefined;
}

export type StudioBackground = 'primary' | 'secondary' | 'light' | 'dark';
export type StudioPattern = 'none' | 'dots' | 'stripes' | 'waves' | 'grid';
export type LogoPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'none';
export type LogoScale = 'small' | 'medium' | 'large';

export interface RenderInput {
  template: TemplateId;
  size: StudioSize;
  variant: number;
  fields: Record<string, string | string[]>;
  background: StudioBackground;
  logo: { position: LogoPosition; scale: LogoScale };
  photos: StudioPhoto[];
  pattern: StudioPattern;
  watermark: boolean;
  /** Carousel only: the 0-based slide. */
  slide?: number;
}

export interface LayoutReport {
  /** Names of the text boxes whose text does not fit their area (empty: none). */
  overflow: string[];
  /** Each text's WCAG contrast ratio against what is behind it (the worst of its backgrounds). */
  contrast: { text: string; ratio: number }[];
}
