// What a studio render function (a route that `needs.renders`) carries beside its handler: the
// font files and Twemoji SVGs the renderer reads (functions/lib/studio/fonts.ts, emoji.ts), the
// WebP decoder's WebAssembly (functions/lib/studio/webp.ts), and
// resvg's native binary for Lambda's arm64 (resvg-js picks `@resvg/resvg-js-linux-arm64-gnu` at
// run time; CDK's install runs on the deploying machine, so the arm64 package is added by name).
import type { BundlingOptions, ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { STUDIO_EMOJI_DIR } from '../functions/lib/studio/emoji.ts';
import { STUDIO_FONT_FILES } from '../functions/lib/studio/fonts.ts';
import { WEBP_WASM } from '../functions/lib/studio/webp.ts';

/** resvg-js's version (package.json), and the native package Lambda's arm64 loads. */
const RESVG_VERSION = '2.6.2';
const RESVG_ARM64 = `@resvg/resvg-js-linux-arm64-gnu@${RESVG_VERSION}`;

/** Where the files land in the function (`/var/task`), told to the renderer through its environment. */
export const STUDIO_RENDER_ENVIRONMENT = {
  STUDIO_FONT_DIR: '/var/task/fonts',
  STUDIO_EMOJI_DIR: '/var/task/emoji',
  STUDIO_WEBP_WASM: '/var/task/webp_dec.wasm',
} as const;

/** A render function uses more memory: satori's layout and resvg's raster of a 1080 × 1920 image. */
export const STUDIO_RENDER_MEMORY_MB = 1536;

export const studioCommandHooks: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir: string, outputDir: string) => [
    `mkdir -p "${outputDir}/fonts" "${outputDir}/emoji"`,
    ...STUDIO_FONT_FILES.map((file) => `cp "${inputDir}/node_modules/${file}" "${outputDir}/fonts/"`),
    `cp "${inputDir}/node_modules/${STUDIO_EMOJI_DIR}/"*.svg "${outputDir}/emoji/"`,
    `cp "${inputDir}/node_modules/${WEBP_WASM}" "${outputDir}/webp_dec.wasm"`,
    // Installed beside the handler whatever the deploying machine's platform (--force: not this machine's).
    `npm install --prefix "${outputDir}" --no-save --no-package-lock --force ${RESVG_ARM64}`,
  ],
};

/** NodejsFunction's options for a render function: resvg-js installed (not bundled), and the hooks above. */
export const STUDIO_BUNDLING: Pick<BundlingOptions, 'nodeModules' | 'commandHooks'> = {
  nodeModules: ['@resvg/resvg-js'],
  commandHooks: studioCommandHooks,
};
