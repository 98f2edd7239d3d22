// The name a download is saved under (Content-Disposition of the presigned GET): no folder
// part, no control character, an ASCII fallback beside the exact UTF-8 name (RFC 6266 and
// RFC 5987), whatever name was stored.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadFileName } from '#lib/storage';

/** The two names a header gives: the quoted fallback and the decoded ext-value. */
function namesIn(header: string): { ascii: string; exact: string } {
  const match = /^attachment; filename="([^"\\]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]*)$/.exec(header);
  if (!match) throw new Error(`Not a well-formed header: ${header}`);
  return { ascii: match[1]!, exact: decodeURIComponent(match[2]!) };
}

describe('download file names', () => {
  it('keeps only the last part of a name with folders in it', () => {
    expect(downloadFileName('../../traversal.pdf')).toBe('traversal.pdf');
    expect(downloadFileName('..\\..\\windows\\system.ini')).toBe('system.ini');
    expect(downloadFileName('/etc/passwd')).toBe('passwd');
    expect(namesIn(contentDisposition('attachment', '../../traversal.pdf'))).toEqual({ ascii: 'traversal.pdf', exact: 'traversal.pdf' });
  });

  it('drops control characters and leading dots, and never gives an empty name', () => {
    expect(downloadFileName('report\r\nSet-Cookie: a=b.pdf')).toBe('reportSet-Cookie: a=b.pdf');
    expect(downloadFileName('.htaccess')).toBe('htaccess');
    expect(downloadFileName('../')).toBe('download');
    expect(downloadFileName('\u0000')).toBe('download');
  });

  it('gives an ASCII fallback and the exact name for a name in any script', () => {
    expect(namesIn(contentDisposition('attachment', 'Café menu (autumn) "final".pdf'))).toEqual({
      ascii: 'Caf_ menu (autumn) _final_.pdf',
      exact: 'Café menu (autumn) "final".pdf',
    });
  });

  it('makes a well-formed header of any stored name, whose names hold no folder or control character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (stored) => {
        const header = contentDisposition('attachment', stored);
        expect(header).not.toMatch(/[\u0000-\u001f\u007f]/);
        const { ascii, exact } = namesIn(header);
        expect(exact).toBe(downloadFileName(stored));
        for (const name of [ascii, exact]) {
          expect(name).not.toMatch(/[\\/\u0000-\u001f\u007f-\u009f]/);
          expect(name).not.toMatch(/^\./);
          expect(name.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
