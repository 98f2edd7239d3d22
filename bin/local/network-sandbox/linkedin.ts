// LinkedIn in the sandbox: the OAuth 2.0 endpoints on www.linkedin.com, OpenID Connect's
// userinfo, the organizations a member administers (organizationAcls, organizations), the
// Images API (initializeUpload, then a PUT of the bytes to the upload URL) and the versioned
// Posts API with its `x-restli-id` header and its error bodies, for the member or a page.
import { authorize, redeem, revokeToken, useRefreshToken } from './oauth.ts';
import {
  authBearer,
  formOf,
  json,
  jsonOf,
  stableDigits,
  stableHex,
  type Ctx,
  type ErrorShapes,
  type Grant,
  type Reply,
  type Route,
  type TokenRecord,
} from './state.ts';

const shapes: ErrorShapes = {
  expired: () => json(401, { status: 401, serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN', message: 'The token used in the request has expired' }),
  revoked: () =>
    json(401, { status: 401, serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN', message: 'The token used in the request has been revoked by the user' }),
  rateLimited: () => json(429, { status: 429, message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.' }),
  server: () => json(500, { status: 500, message: 'Internal Server Error' }),
};

export const memberId = (name: string) => `Sbx${stableHex(`linkedin:${name}`, 7)}`;
const organizationId = (name: string) => stableDigits(`linkedin-organization:${name}`, 8);

interface Author {
  urn: string;
  /** The id Markk knows the account by: the member's sub, the organization's number. */
  id: string;
  name: string;
}

/**
 * Who may post under this grant: the member, and the organization pages the member
 * administers when the grant holds w_organization_social.
 */
export function authorsOf(grant: Grant): Author[] {
  const member = memberId(grant.accountName);
  const authors: Author[] = [{ urn: `urn:li:person:${member}`, id: member, name: grant.accountName }];
  if (grant.scope.includes('w_organization_social')) {
    for (const name of grant.moreAccounts) authors.push({ urn: `urn:li:organization:${organizationId(name)}`, id: organizationId(name), name });
  }
  return authors;
}

const authorOf = (grant: Grant, urn: unknown) => authorsOf(grant).find((a) => a.urn === urn);
const unescapeLittleText = (s: string) => s.replace(/\\([\\|{}@[\]()<>*_~#])/g, '$1');

function oauthError(description: string, error = 'invalid_request'): Reply {
  return json(400, { error, error_description: description });
}

function accessToken(ctx: Ctx): Reply {
  const f = formOf(ctx);
  const clientId = f.get('client_id');
  if (f.get('grant_type') === 'refresh_token') {
    if (!ctx.state.clientSecretMatches(clientId, f.get('client_secret')))
      return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    const used = useRefreshToken(ctx.state, f.get('refresh_token'), 'linkedin');
    if (!used.ok)
      return oauthError(
        used.why === 'revoked' ? 'The token used in the request has been revoked by the user' : 'The provided refresh token is invalid or expired',
        'invalid_grant',
      );
    const issued = ctx.state.issue(used.grant, { prefix: 'AQV' });
    // LinkedIn keeps the refresh token: its lifetime counts from the first grant.
    return json(200, {
      access_token: issued.accessToken,
      expires_in: issued.expiresIn,
      refresh_token: f.get('refresh_token'),
      refresh_token_expires_in: issued.refreshExpiresIn,
    });
  }
  if (f.get('grant_type') !== 'authorization_code') return oauthError('A required parameter "grant_type" is missing or invalid');
  const redeemed = redeem(ctx.state, { code: f.get('code'), clientId, clientSecret: f.get('client_secret'), redirectUri: f.get('redirect_uri') });
  if (!redeemed.ok) {
    if (redeemed.error === 'invalid_client') return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    if (redeemed.error === 'redirect_mismatch')
      return oauthError('Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.');
    return oauthError('Unable to retrieve access token: authorization code not found');
  }
  const issued = ctx.state.issue(redeemed.grant, { prefix: 'AQV', refresh: true });
  return json(200, {
    access_token: issued.accessToken,
    expires_in: issued.expiresIn,
    refresh_token: issued.refreshToken,
    refresh_token_expires_in: issued.refreshExpiresIn,
    scope: redeemed.grant.scope.join(','),
  });
}

function versioned(ctx: Ctx): Reply | null {
  const version = String(ctx.req.headers['linkedin-version'] ?? '');
  if (!version)
    return json(400, {
      status: 400,
      code: 'VERSION_MISSING',
      message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
    });
  if (!/^\d{6}$/.test(version)) return json(426, { status: 426, code: 'NONEXISTENT_VERSION', message: `Requested version ${version} is not active` });
  return null;
}

/** A versioned REST call's checks: the LinkedIn-Version header, the token and failure switches, then the finder (`q`) asked for. */
export function restCall(ctx: Ctx, finder?: string): { record: TokenRecord } | { reply: Reply } {
  const problem = versioned(ctx);
  if (problem) return { reply: problem };
  const auth = authBearer(ctx, 'linkedin', shapes);
  if ('reply' in auth || !finder || ctx.query.get('q') === finder) return auth;
  return { reply: json(400, { status: 400, message: 'Unsupported finder' }) };
}

function userinfo(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'linkedin', shapes);
  if ('reply' in auth) return auth.reply;
  const name = auth.record.grant.accountName;
  const [given = name, ...family] = name.split(' ');
  return json(200, {
    sub: memberId(name),
    name,
    given_name: given,
    family_name: family.join(' '),
    picture: `${ctx.base}/_/avatar/linkedin.svg`,
    locale: { country: 'US', language: 'en' },
  });
}

function initializeUpload(ctx: Ctx): Reply {
  const problem = versioned(ctx);
  if (problem) return problem;
  if (ctx.query.get('action') !== 'initializeUpload') return json(400, { status: 400, message: 'Unsupported action' });
  const auth = authBearer(ctx, 'linkedin', shapes);
  if ('reply' in auth) return auth.reply;
  const owner = String((jsonOf(ctx).initializeUploadRequest as Record<string, unknown> | undefined)?.owner ?? '');
  if (!authorOf(auth.record.grant, owner)) {
    return json(403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: images.initializeUpload' });
  }
  const id = `D4E10AQ${stableHex(ctx.state.nextId(), 12)}`;
  ctx.state.scratch.set(`li-image:urn:li:image:${id}`, { owner, uploaded: false });
  return json(200, {
    value: {
      uploadUrlExpiresAt: Date.now() + 3600_000,
      uploadUrl: `https://www.linkedin.com/dms-uploads/sp/${id}/uploaded-image/0`,
      image: `urn:li:image:${id}`,
    },
  });
}

function upload(ctx: Ctx, id: string): Reply {
  const auth = authBearer(ctx, 'linkedin', shapes);
  if ('reply' in auth) return auth.reply;
  const image = ctx.state.scratch.get(`li-image:urn:li:image:${id}`);
  if (!image) return json(404, { status: 404, message: 'Upload not found' });
  const contentType = String(ctx.req.headers['content-type'] ?? '');
  if (ctx.state.take('linkedin', 'media') || !contentType.startsWith('image/') || ctx.body.length === 0) {
    return json(400, { status: 400, message: 'The uploaded image could not be processed' });
  }
  Object.assign(image, { uploaded: true, bytes: ctx.body.length, contentType });
  return { status: 201 };
}

function createPost(ctx: Ctx): Reply {
  const auth = restCall(ctx);
  if ('reply' in auth) return auth.reply;
  const body = jsonOf(ctx);
  const author = authorOf(auth.record.grant, body.author);
  if (!author) {
    return json(403, {
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: 'Not enough permissions to access: partnerApiPostsExternal.CREATE',
    });
  }
  const commentary = typeof body.commentary === 'string' ? body.commentary : '';
  if ([...commentary].length > 3000) return json(422, { status: 422, message: 'ERROR :: /commentary :: length of string exceeds 3000' });
  const mediaId = (((body.content as Record<string, unknown> | undefined)?.media ?? {}) as Record<string, unknown>).id;
  let image: Record<string, unknown> | undefined;
  if (mediaId !== undefined) {
    image = ctx.state.scratch.get(`li-image:${String(mediaId)}`);
    if (!image?.uploaded) return json(400, { status: 400, message: `Media asset ${String(mediaId)} is not found or not uploaded` });
  }
  const urn = `urn:li:share:${ctx.state.nextId()}`;
  const altText = (((body.content as Record<string, unknown> | undefined)?.media ?? {}) as Record<string, unknown>).altText;
  ctx.state.record(
    {
      network: 'linkedin',
      accountId: author.id,
      accountName: author.name,
      remoteId: urn,
      caption: unescapeLittleText(commentary),
      ...(image ? { imageUrl: String(mediaId), image: { bytes: Number(image.bytes), contentType: String(image.contentType) } } : {}),
      altText: typeof altText === 'string' ? altText : undefined,
      path: `/www.linkedin.com/feed/update/${urn}/`,
      extra: { commentary, author: body.author, content: body.content },
    },
    ctx.base,
  );
  return { status: 201, headers: { 'x-restli-id': urn, 'x-linkedin-id': urn } };
}

function findPosts(ctx: Ctx): Reply {
  const auth = restCall(ctx, 'author');
  if ('reply' in auth) return auth.reply;
  const author = authorOf(auth.record.grant, ctx.query.get('author'));
  if (!author) return json(403, { status: 403, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: posts.FINDER-author' });
  const count = Math.min(Number(ctx.query.get('count') ?? 10) || 10, 100);
  const elements = ctx.state
    .postsOf('linkedin', author.id)
    .slice(0, count)
    .map((p) => {
      const at = Date.parse(p.createdAt);
      return {
        id: p.remoteId,
        author: p.extra?.author,
        commentary: p.extra?.commentary,
        content: p.extra?.content,
        createdAt: at,
        publishedAt: at,
        lastModifiedAt: at,
        lifecycleState: 'PUBLISHED',
        visibility: 'PUBLIC',
      };
    });
  return json(200, { paging: { start: 0, count, links: [], total: elements.length }, elements });
}

/** The roleAssignee finder: the organizations the member administers (needs an organization admin scope). */
function organizationAcls(ctx: Ctx): Reply {
  const auth = restCall(ctx, 'roleAssignee');
  if ('reply' in auth) return auth.reply;
  const grant = auth.record.grant;
  if (!grant.scope.some((s) => s === 'rw_organization_admin' || s === 'r_organization_admin')) {
    return json(403, {
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: 'Not enough permissions to access: organizationAcls.FINDER-roleAssignee',
    });
  }
  const role = ctx.query.get('role');
  const state = ctx.query.get('state');
  const member = `urn:li:person:${memberId(grant.accountName)}`;
  const elements = grant.moreAccounts
    .map((name) => ({ roleAssignee: member, state: 'APPROVED', role: 'ADMINISTRATOR', organization: `urn:li:organization:${organizationId(name)}` }))
    .filter((e) => (!role || e.role === role) && (!state || e.state === state));
  return json(200, { paging: { start: 0, count: 10, links: [], total: elements.length }, elements });
}

/** BATCH_GET of organizations the member administers: `ids=List(1,2)`. */
function organizations(ctx: Ctx): Reply {
  const auth = restCall(ctx);
  if ('reply' in auth) return auth.reply;
  const ids = /^List\(([\d,]*)\)$/.exec(ctx.query.get('ids') ?? '');
  if (!ids) return json(400, { status: 400, message: 'Invalid ids: use ids=List(id1,id2)' });
  const known = new Map(auth.record.grant.moreAccounts.map((name) => [organizationId(name), name]));
  const results: Record<string, unknown> = {};
  const statuses: Record<string, number> = {};
  const errors: Record<string, unknown> = {};
  for (const id of ids[1]!.split(',').filter(Boolean)) {
    const name = known.get(id);
    if (name) {
      results[id] = { id: Number(id), localizedName: name, vanityName: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), primaryOrganizationType: 'NONE' };
      statuses[id] = 200;
    } else {
      statuses[id] = 403;
      errors[id] = { status: 403, message: 'Not enough permissions to access: organizations.BATCH_GET' };
    }
  }
  return json(200, { results, statuses, errors });
}

const dialog = { network: () => 'linkedin' as const, clientParam: 'client_id' as const, scopeSeparator: ' ' as const, pkce: 'none' as const };

export const linkedinRoutes: Route[] = [
  { hosts: ['www.linkedin.com'], method: 'GET', pattern: /^\/oauth\/v2\/authorization$/, handle: (ctx) => authorize(ctx, dialog) },
  { hosts: ['www.linkedin.com'], method: 'POST', pattern: /^\/oauth\/v2\/authorization$/, handle: (ctx) => authorize(ctx, dialog) },
  { hosts: ['www.linkedin.com'], method: 'POST', pattern: /^\/oauth\/v2\/accessToken$/, handle: accessToken },
  {
    hosts: ['www.linkedin.com'],
    method: 'POST',
    pattern: /^\/oauth\/v2\/revoke$/,
    handle: (ctx) => {
      const f = formOf(ctx);
      if (!ctx.state.clientSecretMatches(f.get('client_id'), f.get('client_secret'))) return json(401, { error: 'invalid_client' });
      revokeToken(ctx.state, f.get('token'));
      return { status: 200 };
    },
  },
  { hosts: ['www.linkedin.com'], method: 'PUT', pattern: /^\/dms-uploads\/sp\/(\w+)\/uploaded-image\/0$/, handle: (ctx, m) => upload(ctx, m[1]!) },
  { hosts: ['api.linkedin.com'], method: 'GET', pattern: /^\/v2\/userinfo$/, handle: userinfo },
  { hosts: ['api.linkedin.com'], method: 'GET', pattern: /^\/rest\/organizationAcls$/, handle: organizationAcls },
  { hosts: ['api.linkedin.com'], method: 'GET', pattern: /^\/rest\/organizations$/, handle: organizations },
  { hosts: ['api.linkedin.com'], method: 'POST', pattern: /^\/rest\/images$/, handle: initializeUpload },
  { hosts: ['api.linkedin.com'], method: 'POST', pattern: /^\/rest\/posts$/, handle: createPost },
  { hosts: ['api.linkedin.com'], method: 'GET', pattern: /^\/rest\/posts$/, handle: findPosts },
];
