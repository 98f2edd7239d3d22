// What Lambda bundles get in place of postcss (the alias in infra/lambda-bundling.ts):
// sanitize-html loads postcss only to filter style attributes, and community HTML allows no
// style attribute (functions/lib/sanitize.ts turns that parsing off). ~90 KB less per bundle.
export function parse(): never {
  throw new Error('postcss is not bundled: Markk never parses style attributes');
}
