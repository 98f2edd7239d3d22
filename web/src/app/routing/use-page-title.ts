// Sets document.title to "<Title> — Markk" while a page is shown.
import { useEffect } from 'react';
import { documentTitle } from './titles.ts';

export function usePageTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
