/**
 * A port's in-memory fake with some of its methods replaced, for a use-case test that needs one answer the
 * demo world does not give: typed as the port without a cast, so each replacement's signature is checked,
 * and every method left alone answers as the fake does (with the world's data, logins and outages).
 *
 *     new ReadGroups(fakeWith(world.groups, { getTopics: async () => pageOfRows(rows, 0, 50) }))
 */
export function fakeWith<Port extends object>(fake: Port, replaced: Partial<Port>): Port {
  return Object.assign(fake, replaced);
}
