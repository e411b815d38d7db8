import { beforeEach, describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { ChangeGroupStanding } from '@/application/groups/change-group-standing';
import { ReadGroups } from '@/application/groups/read-groups';
import type { GroupDetails } from '@/domain/groups/group';
import { standingOf } from '@/domain/groups/group-standing';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_GROUPS } from '../support/demo-groups';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const MEMBER_UID = DEMO_ACCOUNTS.member.user.uid;
const groupWithId = (id: number): GroupDetails => {
  const group = DEMO_GROUPS.find((candidate) => candidate.id === id);
  if (!group) throw new Error(`no demo group ${id}`);
  return group;
};

describe('ChangeGroupStanding: join and leave', () => {
  let worldTab: WorldTab;
  const join = (group: GroupDetails) => worldTab.container.get(ChangeGroupStanding).join(group);
  const leave = (group: GroupDetails) => worldTab.container.get(ChangeGroupStanding).leave(group);
  const documentary = groupWithId(DEMO_GROUP_IDS.documentaryFilm);

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('joins as a participant and answers with the group as it is now', async () => {
    const result = await join(documentary);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(standingOf(result.value.members, MEMBER_UID)).toEqual({ kind: 'participant' });
    const stored = await worldTab.container.get(ReadGroups).group(documentary.id);
    expect(standingOf(stored?.members ?? [], MEMBER_UID)).toEqual({ kind: 'participant' });
  });

  it('leaves and answers with the group without the member', async () => {
    const result = await leave(groupWithId(DEMO_GROUP_IDS.filmHistory));
    expect(result.ok && standingOf(result.value.members, MEMBER_UID)).toEqual({ kind: 'outsider' });
  });

  it('reports the confirmed change when the group cannot be read again afterwards', async () => {
    const gateway = worldTab.world.groups;
    const getGroup = gateway.getGroup.bind(gateway);
    gateway.getGroup = () => Promise.reject(new RemoteSystemError('drupal', null));
    const result = await join(documentary);
    gateway.getGroup = getGroup;
    expect(result.ok && standingOf(result.value.members, MEMBER_UID)).toEqual({ kind: 'participant' });
  });

  it.each([0, -2, 2.5, Number.NaN])('refuses the group id %s without a call', async (id) => {
    worldTab.world.groups.outage.start(new Error('no call expected'));
    expect(await join({ ...documentary, id })).toEqual({ ok: false, error: { kind: 'invalid-group' } });
    expect(await leave({ ...documentary, id })).toEqual({ ok: false, error: { kind: 'invalid-group' } });
  });

  it('refuses a visitor without a call', async () => {
    const visitor = openWorldTab();
    visitor.world.groups.outage.start(new Error('no call expected'));
    const result = await visitor.container.get(ChangeGroupStanding).join(documentary);
    expect(result).toEqual({ ok: false, error: { kind: 'not-allowed' } });
  });

  it('says "not allowed" for a 403, "not found" for a 404, "unreachable" when nothing answered', async () => {
    const { outage } = worldTab.world.groups;
    outage.start(new RemoteSystemError('drupal', 403));
    expect(await join(documentary)).toEqual({ ok: false, error: { kind: 'not-allowed' } });
    outage.end();
    expect(await join({ ...documentary, id: 999 })).toEqual({ ok: false, error: { kind: 'not-found' } });
    outage.start();
    expect(await leave(documentary)).toEqual({
      ok: false,
      error: { kind: 'unreachable', message: 'Network Error' },
    });
  });

  it('tells a server error and an unreadable answer from a call that got no answer', async () => {
    const { outage } = worldTab.world.groups;
    outage.start(new RemoteSystemError('drupal', 503));
    expect(await join(documentary)).toEqual({
      ok: false,
      error: { kind: 'server-error', status: 503, message: 'Request failed with status code 503' },
    });
    outage.start(
      new RemoteSystemError('drupal', 200, { reason: 'unexpected-answer', message: 'Unreadable' }),
    );
    expect(await leave(documentary)).toEqual({
      ok: false,
      error: { kind: 'unreadable', message: 'Unreadable' },
    });
  });

  it('lets anything but a remote-system failure through, as a bug and not a refusal', async () => {
    worldTab.world.groups.outage.start(new TypeError('bug'));
    await expect(join(documentary)).rejects.toThrow(TypeError);
  });
});
