// Instagram professional accounts through Facebook Login for Business (graph.facebook.com):
// a media container from the image URL, its status polled until FINISHED, then media_publish;
// a post's numbers from its media insights.
// Docs followed:
//   https://developers.facebook.com/docs/instagram-platform/content-publishing/
//   https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-container
//   https://developers.facebook.com/documentation/instagram-platform/instagram-graph-api/reference/ig-user/media_publish.md
//   https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights
//   https://developers.facebook.com/docs/graph-api/overview/rate-limiting/
import { checkPost, createdSince, pause, query, record, sameCaption, text } from './http.ts';
import { graph, graphInsights, longLived, metaAuthorizeUrl, metaExchangeCode, metaPages, metaRevoke } from './meta.ts';
import { readMetrics, reading } from './metrics.ts';
import {
  NetworkError,
  type NetworkAccount,
  type NetworkAdapter,
  type NetworkProfile,
  type PublishAccount,
  type PublishRequest,
  type PublishResult,
} from './types.ts';

export const instagramProfile: NetworkProfile = {
  network: 'instagram',
  label: 'Instagram',
  captionLimit: 2200,
  needsImage: true,
  // Content publishing takes JPEG only; Markk renders JPEG for Instagram.
  imageTypes: ['image/jpeg'],
  // media_publish: 50 API-published posts per account in a moving 24 hours (content_publishing_limit).
  rateLimit: { posts: 50, windowHours: 24 },
  // Instagram calls count against the Business Use Case limit: 4,800 × the account's
  // impressions in a moving 24 hours. Markk counts the formula's floor (one impression), so a
  // quiet account is never asked more than it allows.
  metricsRateLimit: { calls: 4800, windowHours: 24 },
  docs: 'https://developers.facebook.com/docs/instagram-platform/content-publishing/',
};

const SCOPES = [
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_insights',
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
] as const;

/**
 * The media insights Markk reads. `impressions` is gone for media since v22.0 (`views`
 * replaces it); `total_interactions` is the sum of the others and left out.
 */
const METRICS = ['views', 'reach', 'likes', 'comments', 'shares', 'saved'] as const;

/** Container status polls: Instagram fetches and processes the image before it can be published. */
const POLLS = 10;
const POLL_MS = 1500;

async function waitForContainer(containerId: string, accessToken: string): Promise<void> {
  for (let attempt = 0; attempt < POLLS; attempt++) {
    const body = await graph('instagram', `/${containerId}?${query({ fields: 'status_code,status', access_token: accessToken })}`);
    const status = text(body.status_code);
    if (status === 'FINISHED') return;
    if (status === 'ERROR' || status === 'EXPIRED') {
      // `status` carries the error subcode, e.g. "Error: Media download has failed (2207052)".
      throw new NetworkError('instagram', 'media', 'Instagram could not fetch the image', { providerCode: text(body.status) ?? status });
    }
    await pause(attempt === 0 ? 500 : POLL_MS);
  }
  throw new NetworkError('instagram', 'transient', 'Instagram is still processing the image; Markk will try again');
}

async function permalink(mediaId: string, accessToken: string): Promise<string> {
  const body = await graph('instagram', `/${mediaId}?${query({ fields: 'permalink', access_token: accessToken })}`);
  return text(body.permalink) ?? `https://www.instagram.com/`;
}

export const instagram: NetworkAdapter = {
  ...instagramProfile,
  pkce: false,

  authorizeUrl: (input) => metaAuthorizeUrl('instagram', SCOPES, input),
  exchangeCode: (input) => metaExchangeCode('instagram', input),
  refresh: (tokens) => longLived('instagram', tokens.accessToken),
  revoke: (tokens) => metaRevoke('instagram', tokens),

  async accounts(tokens): Promise<NetworkAccount[]> {
    const pages = await metaPages('instagram', tokens);
    return pages.flatMap((page) =>
      page.instagram
        ? [
            {
              accountId: page.instagram.id,
              name: page.instagram.username,
              target: page.instagram.id,
              ...(page.instagram.pictureUrl ? { pictureUrl: page.instagram.pictureUrl } : {}),
            },
          ]
        : [],
    );
  },

  async publish(account: PublishAccount, post: PublishRequest): Promise<PublishResult> {
    checkPost(instagramProfile, post);
    const container = await graph('instagram', `/${account.target}/media`, {
      form: { image_url: post.imageUrl, caption: post.caption, alt_text: post.altText, access_token: account.accessToken },
    });
    const containerId = text(container.id);
    if (!containerId) throw new NetworkError('instagram', 'transient', 'Instagram did not create the post; Markk will try again');
    await waitForContainer(containerId, account.accessToken);
    const published = await graph('instagram', `/${account.target}/media_publish`, { form: { creation_id: containerId, access_token: account.accessToken } });
    const mediaId = text(published.id);
    if (!mediaId) throw new NetworkError('instagram', 'transient', 'Instagram did not confirm the post; Markk will check again');
    return { remoteId: mediaId, url: await permalink(mediaId, account.accessToken) };
  },

  metrics: (account, remoteId) =>
    readMetrics('instagram', 'Instagram', async () => {
      const values = await graphInsights('instagram', `/${remoteId}/insights?${query({ metric: METRICS.join(','), access_token: account.accessToken })}`);
      // No clicks: Instagram offers none for a feed post.
      return reading({
        impressions: values.views,
        reach: values.reach,
        reactions: values.likes,
        comments: values.comments,
        shares: values.shares,
        saves: values.saved,
        clicks: undefined,
      });
    }),

  async findPublished(account, post, since) {
    const body = await graph(
      'instagram',
      `/${account.target}/media?${query({ fields: 'id,caption,permalink,timestamp', limit: 25, access_token: account.accessToken })}`,
    );
    for (const item of Array.isArray(body.data) ? body.data : []) {
      const media = record(item);
      if (sameCaption(text(media.caption), post.caption) && createdSince(text(media.timestamp), since)) {
        return { remoteId: text(media.id)!, url: text(media.permalink) ?? (await permalink(text(media.id)!, account.accessToken)) };
      }
    }
    return null;
  },
};
