// Whether a file's leading bytes are what its declared type says: the magic numbers file-type
// knows for binary formats, and valid UTF-8 without NUL bytes for plain text. An HTML page
// renamed guide.pdf is refused before anyone can download it.
import { fileTypeFromBuffer } from 'file-type';

/** How much of a file is read to check it. */
export const CONTENT_CHECK_BYTES = 64 * 1024;

/** The file-type extensions each declared MIME type accepts (Word's .docx is a zip inside). */
const BINARY_MATCHES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/msword': ['cfb'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx', 'zip'],
  'image/png': ['png'],
  'image/jpeg': ['jpg'],
  'image/gif': ['gif'],
  'video/mp4': ['mp4', 'm4v', 'mov'],
  'video/quicktime': ['mov', 'mp4'],
};

/** Text types: the bytes read must be UTF-8 (a character cut at the end of what was read is fine) with no NUL. */
const TEXT_TYPES = new Set(['text/plain', 'text/markdown', 'text/csv']);

function isUtf8Text(bytes: Uint8Array, complete: boolean): boolean {
  if (bytes.includes(0)) return false;
  // A multi-byte character may be cut by the read: drop at most 3 trailing bytes of it.
  for (let cut = 0; cut <= (complete ? 0 : 3); cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // try with the last byte of a cut character left out
    }
  }
  return false;
}

/**
 * True when `start` (the first bytes of a file of `size` bytes) fits `contentType`. Types this
 * module does not know are not checked.
 */
export async function contentMatches(contentType: string, start: Uint8Array, size: number): Promise<boolean> {
  if (TEXT_TYPES.has(contentType)) return isUtf8Text(start, start.length >= size);
  const accepted = BINARY_MATCHES[contentType];
  if (!accepted) return true;
  const found = await fileTypeFromBuffer(start);
  return found !== undefined && accepted.includes(found.ext);
}
