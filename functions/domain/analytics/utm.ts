// The destination a short link redirects to: its own address with UTM parameters added, so the
// site's analytics names where the visit came from.
export interface UtmSource {
  url: string;
  network?: string | undefined;
  campaign?: string | undefined;
  postId?: string | undefined;
  /** A newsletter's or blog post's link: which of the two ("newsletter" or "blog"). */
  source?: string | undefined;
  /** A newsletter's or blog post's link: the draft it is in. */
  itemId?: string | undefined;
}

/** utm_medium for a newsletter's or blog post's link. */
const MEDIUM_OF_SOURCE: Readonly<Record<string, string>> = { newsletter: 'email', blog: 'referral' };

/**
 * utm_source = the link's network, else its newsletter or blog, else "markk"; utm_medium =
 * "social" for a network's link, "email" for a newsletter's, else "referral"; utm_campaign = the
 * link's campaign, else "markk"; utm_content = the post's id when the link belongs to a post, the
 * draft's id when it belongs to a newsletter or blog post. The destination's own parameters stay,
 * a UTM parameter it already carries included (its owner chose it), and so does its #fragment.
 */
export function withUtm(link: UtmSource): string {
  const url = new URL(link.url);
  const utm: Record<string, string | undefined> = {
    utm_source: link.network ?? link.source ?? 'markk',
    utm_medium: link.network ? 'social' : ((link.source && MEDIUM_OF_SOURCE[link.source]) ?? 'referral'),
    utm_campaign: link.campaign ?? 'markk',
    utm_content: link.postId ?? link.itemId,
  };
  const added = new URLSearchParams();
  for (const [name, value] of Object.entries(utm)) {
    if (value !== undefined && !url.searchParams.has(name)) added.append(name, value);
  }
  const extra = added.toString();
  // Appended to the query as written, so the destination's own parameters keep their encoding.
  if (extra) url.search = url.search.length > 1 ? `${url.search}&${extra}` : `?${extra}`;
  return url.toString();
}

/** A campaign's name as utm_campaign: "Spring open day!" → "spring-open-day" (letters and digits, hyphens between). */
export function utmCampaignOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'campaign';
}
