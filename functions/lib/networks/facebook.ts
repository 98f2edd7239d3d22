// Facebook Pages: a post on the Page's feed (`/{page-id}/feed`, message) or a photo post
// (`/{page-id}/photos`, url + caption), each with the Page access token from `/me/accounts`;
// a post's numbers from its Page post insights and its comments and shares.
// Docs followed:
//   https://developers.facebook.com/docs/pages-api/posts
//   https://developers.facebook.com/docs/pages-api/getting-started
//   https://developers.facebook.com/docs/graph-api/reference/insights (Page post metrics)
//   https://developers.facebook.com/docs/pages-api/changelog/ (impressions → views, 2025)
//   https://developers.facebook.com/docs/graph-api/reference/page-post/ (its shares and comments summary)
//   https://developers.facebook.com/docs/graph-api/overview/rate-limiting/
//   https://developers.facebook.com/docs/graph-api/changelog/version2.9 (read-after-write: `fields` on a POST)
import { checkPost, createdSince, query, record, sameCaption, text } from './http.ts';
import { graph, graphInsights, longLived, metaAuthorizeUrl, metaExchangeCode, metaPages, metaRevoke } from './meta.ts';
import { readMetrics, reading, total } from './metrics.ts';
import { NetworkError, type NetworkAccount, type NetworkAdapter, type NetworkProfile, type PublishResult } from './types.ts';

export const facebookProfile: NetworkProfile = {
  network: 'facebook',
  label: 'Facebook',
  // A Page post's message has no documented limit below 63,206 characters.
  captionLimit: 63206,
  needsImage: false,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  // Pages have no per-post quota; the Page's call budget (Business Use Case limits) is far above it.
  rateLimit: { posts: 200, windowHours: 24 },
  // Calls with a Page token count against the Page's Business Use Case limit: 4,800 × its
  // engaged users in a moving 24 hours; Markk counts the formula's floor (one engaged user).
  metricsRateLimit: { calls: 4800, windowHours: 24 },
  docs: 'https://developers.facebook.com/docs/pages-api/posts',
};

const SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement', 'read_insights', 'business_management'] as const;

/**
 * The Page post insights Markk reads. Since 15 November 2025 `post_impressions` and
 * `post_impressions_unique` answer an invalid-metric error: `post_media_view` and
 * `post_total_media_view_unique` (views, unique viewers) replace them.
 */
const METRICS = ['post_media_view', 'post_total_media_view_unique', 'post_reactions_by_type_total', 'post_clicks'] as const;

async function permalink(postId: string, accessToken: string): Promise<string> {
  const body = await graph('facebook', `/${postId}?${query({ fields: 'permalink_url', access_token: accessToken })}`);
  return text(body.permalink_url) ?? `https://www.facebook.com/${postId}`;
}

export const facebook: NetworkAdapter = {
  ...facebookProfile,
  pkce: false,

  authorizeUrl: (input) => metaAuthorizeUrl('facebook', SCOPES, input),
  exchangeCode: (input) => metaExchangeCode('facebook', input),
  refresh: (tokens) => longLived('facebook', tokens.accessToken),
  revoke: (tokens) => metaRevoke('facebook', tokens),

  async accounts(tokens): Promise<NetworkAccount[]> {
    const pages = await metaPages('facebook', tokens);
    return pages.map((page) => ({
      accountId: page.id,
      name: page.name,
      target: page.id,
      // A Page token from a long-lived user token does not expire; publishing uses it.
      ...(page.accessToken ? { accountToken: page.accessToken } : {}),
      ...(page.pictureUrl ? { pictureUrl: page.pictureUrl } : {}),
    }));
  },

  async publish(account, post): Promise<PublishResult> {
    checkPost(facebookProfile, post);
    let postId: string | undefined;
    let url: string | undefined;
    if (post.imageUrl) {
      // A photo post: Facebook fetches the URL; `post_id` is the feed post the photo made.
      const body = await graph('facebook', `/${account.target}/photos`, {
        form: { url: post.imageUrl, caption: post.caption, alt_text_custom: post.altText, access_token: account.accessToken },
      });
      postId = text(body.post_id) ?? text(body.id);
    } else {
      // Read-after-write (`fields` on the POST) answers the new post's permalink with its id: no second call.
      const body = await graph('facebook', `/${account.target}/feed`, {
        form: { message: post.caption, fields: 'id,permalink_url', access_token: account.accessToken },
      });
      postId = text(body.id);
      url = text(body.permalink_url);
    }
    if (!postId) throw new NetworkError('facebook', 'transient', 'Facebook did not confirm the post; Markk will check again');
    return { remoteId: postId, url: url ?? (await permalink(postId, account.accessToken)) };
  },

  metrics: (account, remoteId) =>
    readMetrics('facebook', 'Facebook', async () => {
      const token = account.accessToken;
      const [values, counts] = await Promise.all([
        graphInsights('facebook', `/${remoteId}/insights?${query({ metric: METRICS.join(','), access_token: token })}`),
        // Comments and shares are the post's own fields; `shares` is left out while nobody shared it.
        graph('facebook', `/${remoteId}?${query({ fields: 'shares,comments.limit(0).summary(true)', access_token: token })}`),
      ]);
      const byType = values.post_reactions_by_type_total;
      return reading({
        impressions: values.post_media_view,
        reach: values.post_total_media_view_unique,
        // { like: 3, love: 1, … }: an empty object is no reaction yet.
        reactions: byType === undefined ? undefined : (total(...Object.values(record(byType))) ?? 0),
        comments: record(record(counts.comments).summary).total_count,
        shares: record(counts.shares).count ?? 0,
        saves: undefined,
        clicks: values.post_clicks,
      });
    }),

  async findPublished(account, post, since) {
    const sinceSeconds = Math.floor(Date.parse(since) / 1000);
    const body = await graph(
      'facebook',
      `/${account.target}/posts?${query({ fields: 'id,message,permalink_url,created_time', since: sinceSeconds, limit: 25, access_token: account.accessToken })}`,
    );
    for (const item of Array.isArray(body.data) ? body.data : []) {
      const p = record(item);
      if (sameCaption(text(p.message), post.caption) && createdSince(text(p.created_time), since)) {
        return { remoteId: text(p.id)!, url: text(p.permalink_url) ?? (await permalink(text(p.id)!, account.accessToken)) };
      }
    }
    return null;
  },
};
