import { describe, expect, it } from 'vitest';
import { keyHash, keyParts, startsWith } from '@/ui/shared/data/query-key';
import { GROUP_FAMILIES, GROUP_QUERIES, holdsTopicPage } from '@/ui/groups/group-queries';

/** The keys the changes invalidate by must reach the queries they changed (group-changes.ts). */
describe('the working groups’ queries', () => {
  const key = (query: { key: Parameters<typeof keyParts>[0] }) => keyParts(query.key);

  it('keep a group’s leaders and topic pages under the group, and its topic pages under its topics', () => {
    expect(startsWith(key(GROUP_QUERIES.leaders(12)), GROUP_FAMILIES.group(12))).toBe(true);
    expect(startsWith(key(GROUP_QUERIES.topicPage(12, 3)), GROUP_FAMILIES.topics(12))).toBe(true);
    expect(startsWith(key(GROUP_QUERIES.topicPage(12, 3)), GROUP_FAMILIES.group(1))).toBe(false);
    expect(startsWith(key(GROUP_QUERIES.leaders(12)), GROUP_FAMILIES.topics(12))).toBe(false);
  });

  it('keep every list of groups, the member’s own included, under the lists', () => {
    const query = { page: 0, sortBy: 'title', sortOrder: 'ASC' } as const;
    expect(startsWith(key(GROUP_QUERIES.list(query)), GROUP_FAMILIES.lists)).toBe(true);
    expect(startsWith(key(GROUP_QUERIES.of(7)), GROUP_FAMILIES.lists)).toBe(true);
    expect(startsWith(key(GROUP_QUERIES.group(7)), GROUP_FAMILIES.lists)).toBe(false);
  });

  it('name one key per query and arguments, as the server-drawn first screen reads them', () => {
    expect(GROUP_QUERIES.group(4).key).toEqual(['group', 4]);
    expect(GROUP_QUERIES.topic(901).key).toEqual(['topic', 901]);
    expect(GROUP_QUERIES.topicPage(4, 0).key).not.toEqual(GROUP_QUERIES.topicPage(4, 1).key);
  });

  it('tell a screen’s answers, named by their keys’ hashes, that hold a page of a group’s topics in either order', () => {
    const names = (...queries: { key: Parameters<typeof keyHash>[0] }[]) =>
      queries.map(({ key }) => keyHash(key));
    expect(holdsTopicPage(names(GROUP_QUERIES.topicPage(12, 0)), 12)).toBe(true);
    expect(
      holdsTopicPage(names(GROUP_QUERIES.group(12), GROUP_QUERIES.topicPage(12, 3, 'activity')), 12),
    ).toBe(true);
    expect(holdsTopicPage(names(GROUP_QUERIES.topicPage(12, 0)), 1)).toBe(false);
    expect(holdsTopicPage(names(GROUP_QUERIES.topicPage(1, 0)), 12)).toBe(false);
    expect(holdsTopicPage(names(GROUP_QUERIES.group(12), GROUP_QUERIES.leaders(12)), 12)).toBe(false);
    expect(holdsTopicPage([], 12)).toBe(false);
  });
});
