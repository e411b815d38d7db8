import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { JOIN_REFUSALS } from '../../sandbox/drupal/group-membership-routes';
import { changeMembership, inGroup, membersOf, sandboxWithMember } from './group-requests';
import { logInAs } from './sandbox-harness';

const DOCUMENTARY_FILM = 3;

describe.each(DRUPAL_MODES)('joining and leaving a group (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const uidsOf = async (id: number) => (await membersOf(world.sandbox.app, id)).map((user) => user.uid);

  it('joins with the CSRF header, as a participant with no roles, and leaves again; both idempotent', async () => {
    for (let twice = 0; twice < 2; twice += 1) {
      const joined = await changeMembership(world.sandbox.app, world.member, 'join', DOCUMENTARY_FILM);
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toEqual({ status: 'joined' });
    }
    expect(await membersOf(world.sandbox.app, DOCUMENTARY_FILM)).toContainEqual({
      uid: '7',
      group_roles: [],
    });
    for (let twice = 0; twice < 2; twice += 1) {
      const left = await changeMembership(world.sandbox.app, world.member, 'leave', DOCUMENTARY_FILM);
      expect(left.json()).toEqual({ status: 'left' });
    }
    expect(await uidsOf(DOCUMENTARY_FILM)).not.toContain('7');
  });

  it.each([
    ['without the header', false, 'X-CSRF-Token request header is missing'],
    ['with a forged token', 'forged', 'X-CSRF-Token request header is invalid'],
  ] as const)('refuses a GET %s, in this Drupal too', async (_, csrf, message) => {
    for (const action of ['join', 'leave'] as const) {
      const response = await changeMembership(world.sandbox.app, world.member, action, 1, csrf);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
    }
    expect(await uidsOf(1)).toContain('7');
  });

  it('refuses a join by someone outside the association with 403 and the module’s message; leaving is free', async () => {
    const guest = await logInAs(world.sandbox.app, 'guest');
    const joined = await changeMembership(world.sandbox.app, guest, 'join', DOCUMENTARY_FILM);
    expect([joined.statusCode, joined.json()]).toEqual([
      403,
      { message: JOIN_REFUSALS.notAssociationMember },
    ]);
    expect(await uidsOf(DOCUMENTARY_FILM)).toEqual(['2']);
    inGroup(world.sandbox.dbFile, DOCUMENTARY_FILM, guest);
    const left = await changeMembership(world.sandbox.app, guest, 'leave', DOCUMENTARY_FILM);
    expect([left.statusCode, left.json()]).toEqual([200, { status: 'left' }]);
    expect(await uidsOf(DOCUMENTARY_FILM)).toEqual(['2']);
  });

  it('refuses anonymous visitors with 403', async () => {
    const response = await changeMembership(world.sandbox.app, undefined, 'join', DOCUMENTARY_FILM);
    expect(response.statusCode).toBe(403);
    expect(await uidsOf(DOCUMENTARY_FILM)).toEqual(['2']);
  });

  it.each(['abc', '3.5', '-3', '0', '03', '3e0', '0x3', '999'])(
    'answers 404 for the group id %s',
    async (id) => {
      const response = await changeMembership(world.sandbox.app, world.member, 'join', id);
      expect(response.statusCode).toBe(404);
      expect(await uidsOf(DOCUMENTARY_FILM)).not.toContain('7');
    },
  );
});
