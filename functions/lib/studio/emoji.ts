// Emoji draw as Twemoji SVGs (CC-BY 4.0 graphics), read from @twemoji/svg or STUDIO_EMOJI_DIR.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { studioConfig } from './config.ts';
import { nodeModules } from './fonts.ts';

/** The directory the Lambda bundle copies into STUDIO_EMOJI_DIR (relative to node_modules). */
export const STUDIO_EMOJI_DIR = '@twemoji/svg';

const cache = new Map<string, string | undefined>();

/** Twemoji names files by code points joined with '-', without U+FE0F unless the emoji is a ZWJ sequence. */
function fileNames(segment: string): string[] {
  const cps = [...segment].map((c) => c.codePointAt(0)!.toString(16));
  const bare = cps.filter((c) => c !== 'fe0f');
  return [...new Set([cps.join('-'), bare.join('-'), bare[0] ?? ''])].filter(Boolean);
}

/** A data URI for satori's loadAdditionalAsset('emoji', segment), or undefined when Twemoji has no such image. */
export function emojiUri(segment: string): string | undefined {
  if (cache.has(segment)) return cache.get(segment);
  const dir = studioConfig().STUDIO_EMOJI_DIR ?? join(nodeModules(), STUDIO_EMOJI_DIR);
  let uri: string | undefined;
  for (const name of fileNames(segment)) {
    try {
      uri = `data:image/svg+xml;base64,${readFileSync(join(dir, `${name}.svg`)).toString('base64')}`;
      break;
    } catch {
      // Not this spelling of the name; try the next.
    }
  }
  cache.set(segment, uri);
  return uri;
}
