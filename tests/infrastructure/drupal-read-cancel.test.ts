import { describe, expect, it } from 'vitest';
import type { ReadOptions } from '@/application/read-options';
import { GroupGateway } from '@/application/groups/group-gateway';
import { ListingGateway } from '@/application/listing/listing-gateway';
import { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import { SiteGateway } from '@/application/site/site-gateway';
import { emptyNewsFilter } from '@/domain/news/news-query';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';

/** Every read of the Drupal adapters passes its signal to the HTTP client: a cancelled read never waits. */
describe('Drupal reads given an aborted signal', () => {
  const server = useRecordingServer();
  const gateways = () => {
    const container = containerAt(server.origin);
    return {
      site: container.get(SiteGateway),
      listings: container.get(ListingGateway),
      groups: container.get(GroupGateway),
      eventSettings: container.get(EventSettingsGateway),
    };
  };
  const reads: [string, (g: ReturnType<typeof gateways>, options: ReadOptions) => Promise<unknown>][] = [
    ['page', (g, o) => g.site.getPage('/about-us', o)],
    ['news', (g, o) => g.listings.getNews(emptyNewsFilter, o)],
    ['news filters', (g, o) => g.listings.getNewsFilterOptions(o)],
    ['conferences', (g, o) => g.listings.getConferences(0, 'teaser', o)],
    ['timeline', (g, o) => g.listings.getTimeline(o)],
    ['group list', (g, o) => g.groups.listGroups({ page: 0, sortBy: 'title', sortOrder: 'ASC' }, o)],
    ['group', (g, o) => g.groups.getGroup(3, o)],
    ['leaders', (g, o) => g.groups.getLeaders(3, o)],
    ['topics', (g, o) => g.groups.getTopics(3, 0, o)],
    ['topic', (g, o) => g.groups.getTopic(42, o)],
    ['call for proposals', (g, o) => g.eventSettings.read(o)],
  ];

  it.each(reads)('%s: fails with reason "cancelled"', async (_, read) => {
    const controller = new AbortController();
    controller.abort();
    await expect(read(gateways(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'RemoteSystemError',
      reason: 'cancelled',
    });
  });
});
