import { describe, expect, it } from 'vitest';
import { REDACTED, redactedPath, redactedText } from '@/server/observability/redacted';

const R = REDACTED;

describe('a request’s path as a log line carries it', () => {
  it('keeps a path and a harmless query as they are', () => {
    for (const path of [
      '/',
      '/news',
      '/news?page=2&field_tax_vocab_news_tid=1',
      '/search?q=film%20noir',
      '/a?b',
    ])
      expect(redactedPath(path)).toBe(path);
  });

  it.each([
    ['/user/reset?token=abc123', `/user/reset?token=${R}`],
    ['/x?api_key=k&page=2', `/x?api_key=${R}&page=2`],
    ['/x?resetToken=1&Secret=2&password=3&pass=4', `/x?resetToken=${R}&Secret=${R}&password=${R}&pass=${R}`],
    ['/x?email=a&user_mail=b&session=c&SESSabc=d', `/x?email=${R}&user_mail=${R}&session=${R}&SESSabc=${R}`],
    ['/x?auth=1&code=2&sig=3', `/x?auth=${R}&code=${R}&sig=${R}`],
    ['/x?to%6Ben=1', `/x?to%6Ben=${R}`],
  ])('redacts the value of a credential’s or a person’s parameter: %s', (path, logged) => {
    expect(redactedPath(path)).toBe(logged);
  });

  it('redacts an e-mail address in any parameter, raw or encoded, and in the path', () => {
    expect(redactedPath('/search?q=someone@example.org&page=2')).toBe(`/search?q=${R}&page=2`);
    expect(redactedPath('/search?q=mail%20someone%40example.org')).toBe(`/search?q=${R}`);
    expect(redactedPath('/search?someone@example.org')).toBe(`/search?${R}`);
    expect(redactedPath('/member/someone@example.org/x')).toBe(`/member/${R}/x`);
  });

  it('redacts the same in free text, such as a failure quoting the address Drupal was asked', () => {
    expect(redactedText('GET http://drupal/search?q=a@b.org&token=t failed: to c@d.org')).toBe(
      `GET http://drupal/search?q=${R}&token=${R} failed: to ${R}`,
    );
    expect(redactedText('connect ECONNREFUSED 127.0.0.1:9')).toBe('connect ECONNREFUSED 127.0.0.1:9');
  });
});
