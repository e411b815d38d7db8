import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalProposalCopies, type LocalCopy } from '@/application/proposals/local-proposal-copies';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';

const PREFIX = LocalProposalCopies.prefixFor('necs');
const KEY = 'necs.proposal-copies.7.E1';
const SERVER_TIME = '2026-12-12T08:00:00.000Z';
const LATER_SERVER_TIME = '2026-12-12T09:00:00.000Z';
const form = (title: string) => JSON.stringify({ _version: 1, title });
const aCopy = (overrides: Partial<LocalCopy> = {}): LocalCopy => ({
  formJson: form('Typed'),
  savedAt: '2026-11-23T10:00:00.000Z',
  pending: true,
  base: SERVER_TIME,
  ...overrides,
});
const area = (version: number, value: unknown) => JSON.stringify({ version, value });

/**
 * The form state area: what a tab finds there may come from an older build, another tab of an older
 * build, a browser extension or a hand edit. Copies of the old shape stay readable; anything else resets
 * the area with a warning and is never used as a copy.
 */
describe('LocalProposalCopies', () => {
  let storage: InMemoryStorage;
  let warn: ReturnType<typeof vi.spyOn>;
  const copies = () => new LocalProposalCopies(storage, PREFIX, 7, 'E1');

  beforeEach(() => {
    storage = new InMemoryStorage();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('keeps each kind’s copy per user and event, with the server version it was made from', () => {
    copies().put('paper', aCopy());
    copies().put('panel', aCopy({ base: null, pending: false }));
    expect(copies().get('paper')).toEqual(aCopy());
    expect(copies().get('panel')).toEqual(aCopy({ base: null, pending: false }));
    expect(copies().get('workshop')).toBeNull();
    expect(JSON.parse(storage.read(KEY) ?? '')).toMatchObject({ version: 2, value: { paper: aCopy() } });
    expect(new LocalProposalCopies(storage, PREFIX, 8, 'E1').get('paper')).toBeNull();
    expect(new LocalProposalCopies(storage, PREFIX, 7, 'E2').get('paper')).toBeNull();
  });

  it('reads a copy of the old shape (version 1, no base) as pending and of unknown origin', () => {
    const { base: _none, ...old } = aCopy();
    storage.write(KEY, area(1, { paper: old }));
    expect(copies().get('paper')).toEqual(aCopy({ base: null }));
    copies().put('panel', aCopy());
    expect(JSON.parse(storage.read(KEY) ?? '')).toMatchObject({
      version: 2,
      value: { paper: aCopy({ base: null }), panel: aCopy() },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a copy that is no record', 'x'],
    ['a null copy', null],
    ['a form that is no text', { ...aCopy(), formJson: { title: 'x' } }],
    ['no form', { ...aCopy(), formJson: undefined }],
    ['a time that is no text', { ...aCopy(), savedAt: 1_700_000_000 }],
    ['no time', { ...aCopy(), savedAt: undefined }],
    ['a pending flag that is text', { ...aCopy(), pending: 'true' }],
    ['no pending flag', { ...aCopy(), pending: undefined }],
    ['a base that is a number', { ...aCopy(), base: 3 }],
    ['no base', { ...aCopy(), base: undefined }],
  ])('resets the area with a warning on %s, and uses no copy', (_case, copy) => {
    storage.write(KEY, area(2, { panel: aCopy(), paper: copy }));
    expect(copies().get('paper')).toBeNull();
    expect(copies().get('panel')).toBeNull();
    expect(storage.read(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(KEY));
  });

  it.each([
    ['text that is no JSON', '{"version":2,'],
    ['a value that is no record', area(2, 'x')],
    ['an unknown version', area(3, { paper: aCopy() })],
    ['an old-shape copy without a pending flag', area(1, { paper: { formJson: 'x', savedAt: 'y' } })],
    ['an old-shape value that is no record', area(1, ['x'])],
  ])('resets the area with a warning on %s', (_case, raw) => {
    storage.write(KEY, raw);
    expect(copies().get('paper')).toBeNull();
    expect(storage.read(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('after a save, rebases the copy on the server’s version and confirms it when it holds nothing more', () => {
    copies().put('paper', aCopy({ formJson: form('Later edit') }));
    copies().saved('paper', form('Typed'), LATER_SERVER_TIME);
    expect(copies().get('paper')).toEqual(aCopy({ formJson: form('Later edit'), base: LATER_SERVER_TIME }));
    copies().saved('paper', form('Later edit'), LATER_SERVER_TIME);
    expect(copies().get('paper')).toMatchObject({ pending: false, base: LATER_SERVER_TIME });
    copies().saved('panel', form('Typed'), LATER_SERVER_TIME);
    expect(copies().get('panel')).toBeNull();
  });

  it('removes one kind, and the whole area with the last one; drops one user’s copies of every event', () => {
    copies().put('paper', aCopy());
    copies().put('panel', aCopy());
    copies().remove('paper');
    expect(copies().get('paper')).toBeNull();
    expect(copies().get('panel')).toEqual(aCopy());
    copies().remove('panel');
    expect(storage.read(KEY)).toBeNull();

    copies().put('paper', aCopy());
    new LocalProposalCopies(storage, PREFIX, 7, 'E2').put('paper', aCopy());
    new LocalProposalCopies(storage, PREFIX, 70, 'E1').put('paper', aCopy());
    LocalProposalCopies.dropUser(storage, PREFIX, 7);
    expect(storage.keys()).toEqual([`${PREFIX}70.E1`]);
  });
});
