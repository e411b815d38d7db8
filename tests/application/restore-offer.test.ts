import { describe, expect, it } from 'vitest';
import type { LocalCopy } from '@/application/proposals/local-proposal-copies';
import type { StoredProposal } from '@/application/proposals/proposal-gateway';
import { restoreOffer } from '@/application/proposals/restore-offer';
import { readProposal } from '@/domain/proposals/read-form-json';

const HOUR = 3_600_000;
const SERVER_TIME = '2026-12-12T08:00:00.000Z';
const EARLIER_SERVER_TIME = '2026-12-01T08:00:00.000Z';
const shifted = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const form = (title: string) => JSON.stringify({ _version: 1, title });

const server: StoredProposal = { formJson: form('On the server'), sent: false, updated: SERVER_TIME };
const aCopy = (overrides: Partial<LocalCopy> = {}): LocalCopy => ({
  formJson: form('Typed on this device'),
  savedAt: SERVER_TIME,
  pending: true,
  base: SERVER_TIME,
  ...overrides,
});
const offerFor = (copy: LocalCopy | null, stored: StoredProposal | null = server) =>
  restoreOffer('paper', stored, readProposal('paper', stored?.formJson ?? '{}').values, copy);

/**
 * Whether a copy on this device is offered after a reload. Decided by versions (what the copy was made
 * from, whether the server confirmed it, whether it differs), never by comparing the device's clock with
 * the proposal system's: either may be hours off.
 */
describe('restoreOffer', () => {
  it.each([
    ['an hour behind', -HOUR],
    ['a day behind', -24 * HOUR],
    ['in step with', 0],
    ['an hour ahead of', HOUR],
  ])('offers a pending copy that differs, with the device clock %s the server’s', (_clock, offset) => {
    const offer = offerFor(aCopy({ savedAt: shifted(SERVER_TIME, offset) }));
    expect(offer).toEqual({
      device: {
        values: expect.objectContaining({ title: 'Typed on this device' }),
        savedAt: shifted(SERVER_TIME, offset),
      },
      server: { values: expect.objectContaining({ title: 'On the server' }), updated: SERVER_TIME },
      overtaken: false,
    });
  });

  it('offers a pending copy made from an older server version, and says it was overtaken', () => {
    const copy = aCopy({ base: EARLIER_SERVER_TIME, savedAt: shifted(SERVER_TIME, -HOUR) });
    expect(offerFor(copy)).toMatchObject({ overtaken: true, device: { savedAt: copy.savedAt } });
  });

  it('claims nothing about being overtaken when the copy’s origin is not known (null base)', () => {
    expect(offerFor(aCopy({ base: null }))).toMatchObject({ overtaken: false });
  });

  it('claims nothing about being overtaken when the server no longer has the version the copy came from', () => {
    expect(offerFor(aCopy(), null)).toMatchObject({ overtaken: false, server: { updated: null } });
  });

  it('offers a pending copy when the server has nothing yet', () => {
    expect(offerFor(aCopy({ base: null }), null)).toMatchObject({
      server: { updated: null, values: { title: '' } },
      overtaken: false,
    });
  });

  it.each([
    ['no copy', null],
    ['a copy the proposal system confirmed', aCopy({ pending: false, savedAt: shifted(SERVER_TIME, HOUR) })],
    ['a pending copy equal to what the server holds', aCopy({ formJson: server.formJson })],
  ])('offers nothing for %s', (_case, copy) => {
    expect(offerFor(copy)).toBeNull();
  });
});
