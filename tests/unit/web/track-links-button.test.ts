// "Track links" on a newsletter or blog draft, rendered to HTML without a browser: a secondary
// button, inert while the form holds edits not saved yet, saying why.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContext } from '../../../web/src/app/toast/toast-context.ts';
import { createQueryClient } from '../../../web/src/queries/query-client.ts';
import { TrackLinksButton } from '../../../web/src/pages/content/item/TrackLinksButton.tsx';

function render(unsaved: boolean) {
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: createQueryClient() },
      createElement(ToastContext.Provider, { value: () => undefined }, createElement(TrackLinksButton, { itemId: 'i1', unsaved, onTracked: () => undefined })),
    ),
  );
}

describe('the Track links button', () => {
  it('is a secondary button the keyboard reaches', () => {
    const html = render(false);
    expect(html).toMatch(/<button[^>]*>.*Track links.*<\/button>/s);
    expect(html).toContain('awsui_variant-normal');
    expect(html).not.toContain('aria-disabled="true"');
  });

  it('is inert while the draft has unsaved edits, and says to save them first', () => {
    const html = render(true);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('Save your changes first: the links are tracked in the saved draft.');
  });
});
