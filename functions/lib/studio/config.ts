// Where the studio's renderer reads its fonts, emoji and WebP decoder, parsed once with zod. Apart from
// #lib/config on purpose: that module loads the app's secrets when imported and needs the
// stack's environment (TABLE_NAME), while the renderer is a pure library that the studio's
// unit tests and infra/studio-bundling.ts load without either. All three are set only
// in a render function's Lambda (infra/studio-bundling.ts, STUDIO_RENDER_ENVIRONMENT);
// unset, the files are read from node_modules.
import * as z from 'zod';

/** A directory, or undefined when unset or empty. */
const Dir = z
  .string()
  .optional()
  .transform((value) => value || undefined);

const Env = z.object({
  /** The font files, copied flat (`/var/task/fonts`). */
  STUDIO_FONT_DIR: Dir,
  /** Twemoji's SVGs (`/var/task/emoji`). */
  STUDIO_EMOJI_DIR: Dir,
  /** The WebP decoder's WebAssembly file (`/var/task/webp_dec.wasm`). */
  STUDIO_WEBP_WASM: Dir,
});

export type StudioConfig = z.infer<typeof Env>;

let cached: StudioConfig | undefined;

export function studioConfig(): StudioConfig {
  cached ??= Env.parse(process.env);
  return cached;
}
