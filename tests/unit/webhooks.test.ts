// Webhooks' pure parts: the address check that keeps deliveries off Markk's own network (SSRF),
// in AWS mode and with the local stack's loopback allowance; the signature receivers verify
// (the README's recipe); and the retry schedule over 24 hours.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isAllowedAddress, parseWebhookUrl, RefusedAddress } from '../../functions/lib/webhook-http.ts';
import { newSecret, signatureHeader, verifySignature } from '../../functions/domain/webhooks/signature.ts';
import { BACKOFF_SECONDS, nextAttemptAt, RETRY_WINDOW_MS } from '../../functions/domain/webhooks/deliveries.ts';

const AWS = false;
const LOCAL = true;

describe('the webhook address check', () => {
  it.each([
    '169.254.169.254',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '127.0.0.1',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:169.254.169.254',
    '::ffff:a00:1',
    '224.0.0.1',
  ])('refuses %s in AWS mode', (address) => {
    expect(isAllowedAddress(address, AWS)).toBe(false);
  });

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111'])('allows the public address %s', (address) => {
    expect(isAllowedAddress(address, AWS)).toBe(true);
  });

  it('allows loopback, and only loopback, when the local stack says so', () => {
    expect(isAllowedAddress('127.0.0.1', LOCAL)).toBe(true);
    expect(isAllowedAddress('::1', LOCAL)).toBe(true);
    expect(isAllowedAddress('169.254.169.254', LOCAL)).toBe(false);
    expect(isAllowedAddress('10.0.0.1', LOCAL)).toBe(false);
  });

  it('refuses http:// in AWS mode and allows it locally', () => {
    expect(() => parseWebhookUrl('http://hooks.example.com/', AWS)).toThrow(RefusedAddress);
    expect(parseWebhookUrl('http://127.0.0.1:9000/in', LOCAL).port).toBe('9000');
    expect(() => parseWebhookUrl('https://user:pw@hooks.example.com/', AWS)).toThrow(RefusedAddress);
    expect(() => parseWebhookUrl('ftp://hooks.example.com/', LOCAL)).toThrow(RefusedAddress);
  });

  it.each(['https://169.254.169.254/latest/meta-data/', 'https://10.0.0.1/', 'https://[::1]/', 'https://localhost/', 'https://127.0.0.1:8443/'])(
    'refuses %s as a private address in AWS mode',
    async (url) => {
      await expect(checkWebhookUrl(url, AWS)).rejects.toMatchObject({ kind: 'private' });
    },
  );

  it('allows a loopback receiver locally', async () => {
    await expect(checkWebhookUrl('http://127.0.0.1:9000/in', LOCAL)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookUrl('http://localhost:9000/in', LOCAL)).resolves.toBeInstanceOf(URL);
  });
});

describe('the webhook signature', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'ping', createdAt: '2026-12-02T10:00:00.000Z', workspaceId: 'w', data: {} });

  it('is t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t.body)>', () => {
    const secret = newSecret();
    const at = new Date('2026-12-02T10:00:00Z');
    const header = signatureHeader(secret, body, at);
    const t = Math.floor(at.getTime() / 1000);
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
    expect(verifySignature(secret, body, header, at)).toBe(true);
  });

  it('makes 256-bit secrets that start with whsec_', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.slice(6), 'base64url')).toHaveLength(32);
  });

  it('is refused with another secret, another body, or a timestamp over 5 minutes old', () => {
    const secret = newSecret();
    const at = new Date('2026-12-02T10:00:00Z');
    const header = signatureHeader(secret, body, at);
    expect(verifySignature(newSecret(), body, header, at)).toBe(false);
    expect(verifySignature(secret, `${body} `, header, at)).toBe(false);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 5 * 60_000 + 1000))).toBe(false);
    expect(verifySignature(secret, body, 'v1=abc', at)).toBe(false);
  });
});

describe('the retry schedule', () => {
  const start = new Date('2026-12-02T10:00:00Z');

  it('waits 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then tries once more at 24 h, then stops', () => {
    let now = start;
    const pauses: number[] = [];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt(start, attempts, now);
      if (!next) break;
      pauses.push((next.getTime() - now.getTime()) / 1000);
      now = next;
    }
    expect(pauses.slice(0, 6)).toEqual([...BACKOFF_SECONDS]);
    expect(now.getTime() - start.getTime()).toBe(RETRY_WINDOW_MS);
    expect(pauses).toHaveLength(7);
  });
});
