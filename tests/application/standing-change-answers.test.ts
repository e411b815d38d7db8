import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { ChangeGroupStanding } from '@/application/groups/change-group-standing';
import type { GroupDetails } from '@/domain/groups/group';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_GROUPS } from '../support/demo-groups';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const ME = DEMO_ACCOUNTS.member.user.uid;
const STRANGER = { uid: 999, groupRoles: ['workgroup-participant'] };

/** The group a join or leave answers with: Drupal's, else the change it has just confirmed. */
describe('the group a standing change answers with', () => {
  let worldTab: WorldTab;
  const change = () => worldTab.container.get(ChangeGroupStanding);
  const group = (id: number): GroupDetails => DEMO_GROUPS.find((candidate) => candidate.id === id)!;
  const uids = (members: GroupDetails['members']) => members.map((member) => member.uid).sort();

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('is the group as the content system has it now, with what others changed meanwhile', async () => {
    const documentary = group(DEMO_GROUP_IDS.documentaryFilm);
    const now = { ...documentary, members: [...documentary.members, STRANGER, { uid: ME, groupRoles: [] }] };
    vi.spyOn(worldTab.world.groups, 'getGroup').mockResolvedValue(now);
    expect(await change().join(documentary)).toEqual({ ok: true, value: now });
  });

  it.each([
    ['cannot be read again', () => Promise.reject(new RemoteSystemError('drupal', null))],
    ['is not found any more', () => Promise.resolve(null)],
  ])(
    'after a leave, when the group %s, is the group without me and with everyone else',
    async (_, reread) => {
      const history = group(DEMO_GROUP_IDS.filmHistory);
      vi.spyOn(worldTab.world.groups, 'getGroup').mockImplementation(reread);
      const result = await change().leave(history);
      const others = history.members.filter((member) => member.uid !== ME);
      expect(others.length).toBeGreaterThan(0);
      expect(result.ok && uids(result.value.members)).toEqual(uids(others));
    },
  );

  it('after a join the group cannot confirm, lists me once, as a plain participant', async () => {
    const history = group(DEMO_GROUP_IDS.filmHistory);
    vi.spyOn(worldTab.world.groups, 'getGroup').mockResolvedValue(null);
    const result = await change().join(history);
    const members = result.ok ? result.value.members : [];
    expect(members.filter((member) => member.uid === ME)).toEqual([{ uid: ME, groupRoles: [] }]);
    expect(members).toHaveLength(history.members.filter((member) => member.uid !== ME).length + 1);
  });
});
