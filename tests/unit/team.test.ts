// Team rules that need no database (masking, who sees what, expiry, tokens, the invite
// form's messages), the invitation e-mail, and the SES v2 mail provider against a fake SES.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canManage, effectiveStatus, maskEmail, memberView, newInviteToken, teamInviteUrl } from '#domain/team';
import { INVITE_EMAIL_MESSAGES, SendTeamInviteBody } from '#contracts/team';
import { teamInviteMail } from '#lib/mail-templates';
import { MAIL_FAILED, SesMailProvider, sendEmailRequest } from '#lib/mail';
import { Unavailable } from '#lib/errors';
import { hourlyJobs } from '../../functions/triggers/scheduled.ts';
import { expireTeamInvitations } from '../../functions/triggers/expire-team-invites.ts';

describe("maskEmail (the spec's masked_email)", () => {
  it('keeps the first character and the domain: j•••@example.com', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskEmail('j@example.com')).toBe('j•••@example.com');
  });
  it('keeps a whole first character beyond the BMP and the last @ for the domain', () => {
    expect(maskEmail('😀smile@example.com')).toBe('😀•••@example.com');
    expect(maskEmail('"a@b"@example.com')).toBe('"•••@example.com');
  });
  it('gives nothing of something that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});

describe('memberView: who sees which e-mail', () => {
  const jane = { userId: 'u-jane', fullName: 'Jane Doe', email: 'jane@example.com', role: 'member' as const, joinedAt: '2026-11-23T10:00:00.000Z' };

  it('a member sees other members masked and their own row in full', () => {
    expect(memberView(jane, { userId: 'u-other', role: 'member' })).toMatchObject({
      email: 'j•••@example.com',
      emailMasked: true,
      isYou: false,
      fullName: 'Jane Doe',
    });
    expect(memberView(jane, { userId: 'u-jane', role: 'member' })).toMatchObject({ email: 'jane@example.com', emailMasked: false, isYou: true });
  });

  it('owners and admins see every e-mail in full', () => {
    for (const role of ['owner', 'admin'] as const) {
      expect(memberView(jane, { userId: 'u-boss', role })).toMatchObject({ email: 'jane@example.com', emailMasked: false });
    }
  });

  it('only owners and admins manage the team', () => {
    expect([canManage('owner'), canManage('admin'), canManage('member'), canManage(null)]).toEqual([true, true, false, false]);
  });
});

describe('invitations', () => {
  it('a pending invitation past its expiry reads as expired before the hourly job marks it', () => {
    const expiresAt = '2026-11-30T10:00:00.000Z';
    expect(effectiveStatus({ status: 'pending', expiresAt }, new Date('2026-11-30T09:59:59.000Z'))).toBe('pending');
    expect(effectiveStatus({ status: 'pending', expiresAt }, new Date(expiresAt))).toBe('expired');
    expect(effectiveStatus({ status: 'revoked', expiresAt }, new Date('2026-12-30T00:00:00.000Z'))).toBe('revoked');
  });

  it('the hourly job expires team invitations', () => {
    expect(hourlyJobs).toContain(expireTeamInvitations);
  });

  it('tokens are 32 random bytes, URL-safe, and lead to /team-invite/{token}', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newInviteToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(teamInviteUrl('https://app.example', 'abc')).toBe('https://app.example/team-invite/abc');
  });

  it("the invite form's e-mail: required, normalised, validated with the spec's messages; role member by default", () => {
    expect(SendTeamInviteBody.parse({ email: '  Jane@Example.COM ' })).toEqual({ email: 'jane@example.com', role: 'member' });
    expect(SendTeamInviteBody.parse({ email: 'a@b.co', role: 'admin' }).role).toBe('admin');
    const messageOf = (body: unknown) => SendTeamInviteBody.safeParse(body).error?.issues[0]?.message;
    expect(messageOf({ email: '' })).toBe(INVITE_EMAIL_MESSAGES.required);
    expect(messageOf({ email: '   ' })).toBe(INVITE_EMAIL_MESSAGES.required);
    expect(messageOf({ email: 'jane@' })).toBe(INVITE_EMAIL_MESSAGES.invalid);
    expect(messageOf({ email: 'a@b.co', role: 'owner' })).toBeDefined();
  });
});

describe('the invitation e-mail', () => {
  const mail = teamInviteMail({
    teamName: 'Corner <Café>',
    inviterName: 'Ana "A" Lee',
    role: 'admin',
    link: 'https://app.example/team-invite/tok?x=1&y=2',
    expiresInDays: 7,
  });

  it('names the team and the inviter, with a button to the link, in text and HTML', () => {
    expect(mail.subject).toBe('Ana "A" Lee invited you to join Corner <Café> on Markk');
    expect(mail.text).toContain('Ana "A" Lee invited you to join the team "Corner <Café>" on Markk as an admin.');
    expect(mail.text).toContain('https://app.example/team-invite/tok?x=1&y=2');
    expect(mail.html).toContain('<a href="https://app.example/team-invite/tok?x=1&amp;y=2"');
    expect(mail.html).toContain('Accept invitation');
    expect(mail.html).toContain('expires in 7 days');
  });

  it('escapes the names it puts into the HTML', () => {
    expect(mail.html).toContain('Corner &lt;Café&gt;');
    expect(mail.html).toContain('Ana &quot;A&quot; Lee');
    expect(mail.html).not.toContain('<Café>');
  });
});

describe('the SES v2 mail provider', () => {
  let server: http.Server;
  let endpoint = '';
  let answer = 200;
  const received: { path: string; authorization: string; body: unknown }[] = [];

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID ??= 'test-key';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'test-secret';
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ path: req.url ?? '', authorization: String(req.headers.authorization ?? ''), body: JSON.parse(body) });
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer === 200 ? { MessageId: 'm-1' } : { message: 'Email address is not verified.' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const message = { to: 'jane@example.com', subject: 'Hello', text: 'Hi Jane', html: '<p>Hi Jane</p>' };

  it('sends SendEmail from the configured sender, signed for SES', async () => {
    received.length = 0;
    answer = 200;
    await new SesMailProvider({ region: 'eu-west-1', from: 'Markk <no-reply@markk.app>', endpoint }).send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/v2/email/outbound-emails');
    expect(received[0]!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/eu-west-1\/ses\/aws4_request, SignedHeaders=[^,]*host/);
    expect(received[0]!.body).toEqual(sendEmailRequest('Markk <no-reply@markk.app>', message));
    expect(received[0]!.body).toMatchObject({
      FromEmailAddress: 'Markk <no-reply@markk.app>',
      Destination: { ToAddresses: ['jane@example.com'] },
      Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hi Jane' }, Html: { Data: '<p>Hi Jane</p>' } } } },
    });
  });

  it('a refusal by SES is a 503 a person can act on, not a crash', async () => {
    answer = 400;
    const sending = new SesMailProvider({ region: 'eu-west-1', from: 'Markk <no-reply@markk.app>', endpoint }).send(message);
    await expect(sending).rejects.toBeInstanceOf(Unavailable);
    await expect(sending).rejects.toThrow(MAIL_FAILED);
  });
});
