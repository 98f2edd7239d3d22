// The pure parts of tracked links: who counts as a person, the visitor hash, the referrer's
// host and CloudFront's country, and the UTM parameters a redirect adds.
import { describe, expect, it } from 'vitest';
import { countryOf, hourOf, isBot, referrerHost, viewerIp, visitorHash } from '#domain/analytics/visitor';
import { withUtm } from '#domain/analytics/utm';
import { BOTS, BROWSER } from '../support/visitors.ts';

describe('isBot', () => {
  it.each([...BOTS, 'python-requests/2.31.0', 'node', '', '   '])('does not count %j', (agent) => {
    expect(isBot(agent)).toBe(true);
  });

  it.each([
    BROWSER,
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.0.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  ])('counts a browser: %s', (agent) => {
    expect(isBot(agent)).toBe(false);
  });

  it('treats a missing user agent as not a person', () => {
    expect(isBot(undefined)).toBe(true);
  });
});

describe('visitorHash', () => {
  const visit = { linkId: 'a'.repeat(32), hour: '2030-04-01T09', ip: '203.0.113.7', userAgent: 'Mozilla/5.0' };

  it('is the same for the same person, link and hour, and never contains the IP or user agent', () => {
    const hash = visitorHash('k'.repeat(32), visit);
    expect(visitorHash('k'.repeat(32), visit)).toBe(hash);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(hash).not.toContain('203');
  });

  it('differs for another hour, link, IP, user agent or key', () => {
    const hash = visitorHash('k'.repeat(32), visit);
    const others = [
      visitorHash('k'.repeat(32), { ...visit, hour: '2030-04-01T10' }),
      visitorHash('k'.repeat(32), { ...visit, linkId: 'b'.repeat(32) }),
      visitorHash('k'.repeat(32), { ...visit, ip: '203.0.113.8' }),
      visitorHash('k'.repeat(32), { ...visit, userAgent: 'Mozilla/5.1' }),
      visitorHash('j'.repeat(32), visit),
    ];
    expect(new Set([hash, ...others]).size).toBe(6);
  });
});

describe('the visit’s details', () => {
  it('takes the referrer’s host in lower case, and nothing from what is not a web address', () => {
    expect(referrerHost('https://WWW.LinkedIn.com:443/feed/?x=1')).toBe('www.linkedin.com');
    expect(referrerHost('android-app://com.slack')).toBeUndefined();
    expect(referrerHost('not a url')).toBeUndefined();
    expect(referrerHost(undefined)).toBeUndefined();
  });

  it('takes a two-letter country from CloudFront, nothing else', () => {
    expect(countryOf('gb')).toBe('GB');
    expect(countryOf('XYZ')).toBeUndefined();
    expect(countryOf('<b>')).toBeUndefined();
    expect(countryOf(undefined)).toBeUndefined();
  });

  it('reads the viewer’s IP from CloudFront-Viewer-Address (IPv4 or IPv6), else the connection', () => {
    expect(viewerIp('198.51.100.10:46532', '10.0.0.1')).toBe('198.51.100.10');
    expect(viewerIp('2001:db8::1:46532', '10.0.0.1')).toBe('2001:db8::1');
    expect(viewerIp(undefined, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('names the UTC hour', () => {
    expect(hourOf(new Date('2030-04-01T09:59:59.999Z'))).toBe('2030-04-01T09');
  });
});

describe('withUtm', () => {
  it('adds source markk, medium referral and campaign markk to a link made by hand', () => {
    expect(withUtm({ url: 'https://shop.example/' })).toBe('https://shop.example/?utm_source=markk&utm_medium=referral&utm_campaign=markk');
  });

  it('names the network, social, the campaign and the post for a post’s link', () => {
    expect(withUtm({ url: 'https://shop.example/a', network: 'instagram', campaign: 'Spring sale', postId: 'p1' })).toBe(
      'https://shop.example/a?utm_source=instagram&utm_medium=social&utm_campaign=Spring+sale&utm_content=p1',
    );
  });

  it('names the newsletter, email and the draft for a newsletter’s link', () => {
    expect(withUtm({ url: 'https://shop.example/a', source: 'newsletter', itemId: 'run-1-email' })).toBe(
      'https://shop.example/a?utm_source=newsletter&utm_medium=email&utm_campaign=markk&utm_content=run-1-email',
    );
  });

  it('names the blog, referral, the campaign and the draft for a blog post’s link', () => {
    expect(withUtm({ url: 'https://shop.example/a', source: 'blog', itemId: 'run-1-blog', campaign: 'spring' })).toBe(
      'https://shop.example/a?utm_source=blog&utm_medium=referral&utm_campaign=spring&utm_content=run-1-blog',
    );
  });

  it('keeps the destination’s own parameters as written, its own UTM parameters and its fragment', () => {
    expect(withUtm({ url: 'https://shop.example/a?q=a%20b&utm_campaign=mine#top', campaign: 'ours' })).toBe(
      'https://shop.example/a?q=a%20b&utm_campaign=mine&utm_source=markk&utm_medium=referral#top',
    );
  });
});
