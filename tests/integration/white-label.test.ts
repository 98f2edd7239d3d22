// The white-label client portal against the real local stack: an Enterprise workspace's approval
// e-mail and page carry the agency's name and colour from its brand kit and no Markk branding;
// turned off, Markk's own look is back; below Enterprise it cannot be turned on. And the client
// sees a post's studio image; the links can come from the agency's own domain.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { approvalEndpoints as approvals } from '#contracts/approvals';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { studioEndpoints as studio } from '#contracts/studio';
import { TEMPLATES } from '#lib/studio/catalog';
import { WORKSPACE_MESSAGES, workspaceEndpoints as ws } from '#contracts/workspaces';
import { cafeOwner } from '../support/brand.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, outbox, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';
import { TEST_PORTAL_HOST } from '../support/portal.ts';
import { connect } from '../support/networks.ts';

/** A GET to the local stack under another Host header, as a browser at that name sends it. */
function viaHost(host: string, path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(stackUrl());
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const AGENCY = { name: 'Ada Agency', palette: { primary: '#0E7C66', secondary: '#F4A259' } };

async function sendOne(owner: TestUser) {
  const { account } = await connect(owner, 'facebook', 'Ada Agency Page');
  const { post } = await callOk(pub.schedule, {
    token: owner.accessToken,
    body: {
      requestId: randomUUID(),
      caption: 'Spring menu launch',
      accountIds: [account.id],
      when: { kind: 'at', localTime: '2031-12-08T09:00', timeZone: 'Europe/London' },
    },
  });
  const clientEmail = uniqueEmail('client');
  const sent = await callOk(approvals.create, {
    token: owner.accessToken,
    body: { requestId: randomUUID(), clientName: 'Sam', clientEmail, postIds: [post.id] },
  });
  const token = new URL(sent.link!).pathname.split('/').pop()!;
  const mail = (await outbox()).find((m) => m.to === clientEmail)!;
  return { token, mail };
}

describe('the white-label client portal', () => {
  it("puts the agency's brand on the approval e-mail and page, and none of Markk's", async () => {
    const owner = await cafeOwner({ fullName: 'Ada Lovelace', companyName: 'Ada Agency' }, { tier: 'enterprise', brand: AGENCY });
    const workspaceId = await userIdOf(owner);
    const on = await callOk(ws.setWhiteLabel, { token: owner.accessToken, params: { workspaceId }, body: { enabled: true } });
    expect(on.whiteLabel).toBe(true);

    const { token, mail } = await sendOne(owner);
    expect(mail.html).toContain('Ada Agency');
    expect(mail.html).toContain('#0E7C66');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/markk/i);
    const page = await callOk(approvals.getPublic, { params: { token } });
    expect(page.brand).toEqual({ name: 'Ada Agency', logoUrl: null, colour: '#0E7C66' });
    expect(page.ownerName).toBe('Ada Agency');

    await callOk(ws.setWhiteLabel, { token: owner.accessToken, params: { workspaceId }, body: { enabled: false } });
    expect((await callOk(approvals.getPublic, { params: { token } })).brand).toBeNull();
    const { mail: plain } = await sendOne(owner);
    expect(plain.html).toContain('Markk');
  });

  it("shows a post's studio image on the client's page", async () => {
    const owner = await cafeOwner({ fullName: 'Ida Image', companyName: 'Ida Bakes' }, { tier: 'premium' });
    const design = { template: 'text-card' as const, size: 'square' as const, fields: { [TEMPLATES['text-card'].fields[0]!.name]: 'Hot cross buns are back' } };
    const image = await callOk(studio.save, { token: owner.accessToken, body: { design, altText: 'Buns on a tray' } });
    const { account } = await connect(owner, 'facebook', 'Ida Bakes Page');
    const { post } = await callOk(pub.schedule, {
      token: owner.accessToken,
      body: {
        requestId: randomUUID(),
        caption: 'Buns!',
        imageId: image.image.id,
        accountIds: [account.id],
        when: { kind: 'at', localTime: '2031-12-09T09:00', timeZone: 'Europe/London' },
      },
    });
    const sent = await callOk(approvals.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail: uniqueEmail('client'), postIds: [post.id] },
    });
    const page = await callOk(approvals.getPublic, { params: { token: new URL(sent.link!).pathname.split('/').pop()! } });
    const shown = await fetch(page.posts[0]!.imageUrl!);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(page.posts[0]!.altText).toBe('Buns on a tray');
  });

  it("sends the links from the agency's own domain, which serves the client's page and nothing else", async () => {
    const owner = await cafeOwner({ fullName: 'Dot Domain', companyName: 'Dot Agency' }, { tier: 'enterprise' });
    const workspaceId = await userIdOf(owner);
    const unknown = await callApi(ws.setPortalDomain, { token: owner.accessToken, params: { workspaceId }, body: { domain: 'approvals.elsewhere.test' } });
    expect(unknown).toMatchObject({ status: 400, body: { message: WORKSPACE_MESSAGES.portalDomain('approvals.elsewhere.test') } });
    const set = await callOk(ws.setPortalDomain, { token: owner.accessToken, params: { workspaceId }, body: { domain: TEST_PORTAL_HOST.toUpperCase() } });
    expect(set.portalDomain).toBe(TEST_PORTAL_HOST);
    expect((await callOk(ws.list, { token: owner.accessToken })).portalDomains).toEqual([TEST_PORTAL_HOST]);

    const { token, mail } = await sendOne(owner);
    const port = new URL(stackUrl()).port;
    expect(mail.text).toContain(`http://${TEST_PORTAL_HOST}:${port}/approve/${token}`);
    const at = (path: string) => viaHost(`${TEST_PORTAL_HOST}:${port}`, path);
    expect((await at(`/approve/${token}`)).status).toBe(200);
    const api = await at(`/api/public/approvals/${token}`);
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toMatchObject({ clientName: 'Sam' });
    for (const path of ['/', '/settings', '/api/me', '/dev/outbox']) expect((await at(path)).status, path).toBe(421);
  });

  it('cannot be turned on below Enterprise', async () => {
    const owner = await cafeOwner({ fullName: 'Pia Premium', companyName: 'Pia Shop' }, { tier: 'premium' });
    const refused = await callApi(ws.setWhiteLabel, { token: owner.accessToken, params: { workspaceId: await userIdOf(owner) }, body: { enabled: true } });
    expect(refused).toMatchObject({ status: 402, body: { message: WORKSPACE_MESSAGES.whiteLabel } });
    const domain = await callApi(ws.setPortalDomain, {
      token: owner.accessToken,
      params: { workspaceId: await userIdOf(owner) },
      body: { domain: TEST_PORTAL_HOST },
    });
    expect(domain).toMatchObject({ status: 402 });
  });
});
