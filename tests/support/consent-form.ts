// The network sandbox's consent screen as a person uses it: its form, sent with Allow or
// Cancel (and the fake account's name typed in). No test runner here, so the bench uses it too.

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Opens the consent screen at `authorizeUrl` and sends its form; answers the HTTP status and where the network sends the browser back. */
export async function sendConsent(
  authorizeUrl: string,
  decision: 'allow' | 'cancel',
  account?: string,
  /** More accounts the same consent reaches (Meta's Pages, LinkedIn's organization pages). */
  more: readonly string[] = [],
): Promise<{ pageStatus: number; status: number; location: URL | null }> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]*)"/.exec(html);
  if (!action) return { pageStatus: page.status, status: 0, location: null };
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="(?:hidden|text)"[^>]*? name="([^"]*)" value="([^"]*)"/g))
    form.set(unescape(name!), unescape(value!));
  if (account) form.set('account', account);
  if (more.length > 0) form.set('more', more.join(', '));
  form.set('decision', decision);
  const answer = await fetch(new URL(unescape(action[1]!), authorizeUrl), { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  return { pageStatus: page.status, status: answer.status, location: location ? new URL(location) : null };
}
