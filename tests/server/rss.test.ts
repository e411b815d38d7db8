import { describe, expect, it } from 'vitest';
import { rfc822, rssXml, xml, type FeedChannel } from '@/server/feeds/rss';
import { readRssFeed } from '../support/feed-readers';

const CHANNEL: FeedChannel = {
  title: 'NECS news',
  link: 'https://necs.org/',
  description: 'News from the European Network for Cinema and Media Studies',
  selfUrl: 'https://necs.org/rss.xml',
  ttlMinutes: 1,
  items: [
    {
      title: 'Call for Papers: “Screens of Repair” & more <2027>',
      link: 'https://necs.org/news/call-2027',
      guid: '5d2c1a7e-0f4b-4c1e-9b7a-3c2d1e0f9a8b',
      published: '2026-10-01T09:00:00+02:00',
      summary: 'Deadline: 15 January 2027.\nPanels, papers & workshops.',
    },
    {
      title: 'An older item',
      link: 'https://necs.org/news/older',
      guid: '1f0e9d8c-7b6a-4a59-8877-665544332211',
      published: '2026-05-04T12:00:00+00:00',
      summary: '',
    },
  ],
};

describe('rssXml', () => {
  it('writes an RSS 2.0 feed a feed reader reads back item by item', () => {
    const feed = readRssFeed(rssXml(CHANNEL));
    expect(feed.title).toBe('NECS news');
    expect(feed.url).toBe('https://necs.org/');
    expect(feed.description).toBe(CHANNEL.description);
    expect(
      feed.items.map(({ title, url, id, published, description }) => ({
        title,
        url,
        id,
        published: published?.toISOString(),
        description,
      })),
    ).toEqual([
      {
        title: 'Call for Papers: “Screens of Repair” & more <2027>',
        url: 'https://necs.org/news/call-2027',
        id: '5d2c1a7e-0f4b-4c1e-9b7a-3c2d1e0f9a8b',
        published: '2026-10-01T07:00:00.000Z',
        description: 'Deadline: 15 January 2027.\nPanels, papers & workshops.',
      },
      {
        title: 'An older item',
        url: 'https://necs.org/news/older',
        id: '1f0e9d8c-7b6a-4a59-8877-665544332211',
        published: '2026-05-04T12:00:00.000Z',
        description: null,
      },
    ]);
  });

  it('names itself, dates the channel by its newest item and marks the GUIDs as no permalinks', () => {
    const text = rssXml(CHANNEL);
    expect(text).toContain(
      '<atom:link href="https://necs.org/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(text).toContain('<lastBuildDate>Thu, 01 Oct 2026 07:00:00 GMT</lastBuildDate>');
    expect(text).toContain('<guid isPermaLink="false">5d2c1a7e-0f4b-4c1e-9b7a-3c2d1e0f9a8b</guid>');
    expect(text).toContain('<ttl>1</ttl>');
  });

  it('stays well-formed whatever the content system writes', () => {
    const hostile = 'A ]]> B </title><script>x</script> \u0001\u0008\uFFFE C \uD800 D & E';
    const feed = readRssFeed(
      rssXml({ ...CHANNEL, items: [{ ...CHANNEL.items[0]!, title: hostile, summary: hostile }] }),
    );
    expect(feed.items[0]!.title).toBe('A ]]> B </title><script>x</script>  C  D & E');
  });

  it('is a feed with no items when there is no news', () => {
    const feed = readRssFeed(rssXml({ ...CHANNEL, items: [] }));
    expect(feed.items).toEqual([]);
    expect(rssXml({ ...CHANNEL, items: [] })).not.toContain('lastBuildDate');
  });
});

describe('xml and rfc822', () => {
  it('escapes markup and quotes', () => {
    expect(xml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
  it('keeps tabs and emoji, drops what XML 1.0 forbids and C1 controls', () => {
    expect(xml('a\tb🎬\u0000\u0007\uFFFF\u0080\u009F')).toBe('a\tb🎬');
  });
  it('writes every kind of line break as XML’s own line end, LF', () => {
    expect(xml('a\r\nb\rc\nd\u2028e\u2029f\u0085g\vh\fi')).toBe('a\nb\nc\nd\ne\nf\ng\nh\ni');
  });
  it('writes dates in GMT with a four-digit year', () => {
    expect(rfc822(Date.parse('2027-06-10T08:30:00+01:00'))).toBe('Thu, 10 Jun 2027 07:30:00 GMT');
  });
});
