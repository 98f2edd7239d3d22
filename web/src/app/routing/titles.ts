// Document titles: "<Title> — Markk" on every page (spec 2: "Marketing Dashboard" followed by the product name).
export const PRODUCT_NAME = 'Markk';

export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} — ${PRODUCT_NAME}` : PRODUCT_NAME;
}
