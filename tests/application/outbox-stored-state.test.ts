import { describe, expect, it } from 'vitest';
import { CommentOutbox, type OutboxItem } from '@/application/groups/comment-outbox';
import { outboxKey, topicsSeenKey } from '@/application/groups/discussion-draft-keys';
import { OutboxLedger } from '@/application/groups/outbox-ledger';
import { TopicsSeen, type SeenTopic } from '@/application/groups/topics-seen';
import { waitsToBeSent } from '@/application/groups/waits-to-be-sent';
import { SessionStore } from '@/application/session/session-store';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { aSession, aUser } from '../support/builders';
import { expectConsole } from '../support/console-expectations';

const CONFIG = { appName: 'necs' };
const MEMBER = 7;
const stored = (value: unknown, version = 1) => JSON.stringify({ version, value });

/** A tab's sessionStorage with `uid` logged in (0: a visitor), and its session store. */
function tab(uid = MEMBER) {
  const storage = new InMemoryStorage();
  if (uid > 0)
    storage.write(
      'necs.auth',
      stored({ session: aSession({ userId: uid }), user: aUser(), expired: false }, 2),
    );
  return { storage, sessions: new SessionStore(storage, CONFIG) };
}

const anItem = (overrides: Partial<Record<keyof OutboxItem, unknown>> = {}) => ({
  id: 'lq3-0-abc',
  topicNid: 902,
  replyTo: null,
  text: 'Written on the train',
  edit: null,
  attempts: 0,
  attemptedAt: null,
  refused: null,
  ...overrides,
});

/**
 * What this tab finds in storage for the outbox and the topics it showed may come from an older build or a hand
 * edit: a shape the guards do not know resets that area (with the console's word), never sends a text the
 * member did not write or shows a topic that was not.
 */
describe('the outbox as stored on the device', () => {
  const outboxOf = ({ storage, sessions }: ReturnType<typeof tab>) =>
    new CommentOutbox(storage, CONFIG, sessions);

  it.each([
    ['an item that is not a record', 'x'],
    ['an id that is a number', anItem({ id: 1 })],
    ['a topic given as text', anItem({ topicNid: '902' })],
    ['a reply to a comment given as text', anItem({ replyTo: '5' })],
    ['a text that is not text', anItem({ text: 5 })],
    ['an edit that is not a record', anItem({ edit: 'x' })],
    [
      'an edit of a comment given as text',
      anItem({ edit: { cid: '5', changed: '2026-11-27T10:00:00+00:00' } }),
    ],
    ['an edit without its version', anItem({ edit: { cid: 5, changed: 5 } })],
    ['attempts given as text', anItem({ attempts: '0' })],
    ['a send begun at a time given as text', anItem({ attemptedAt: '1' })],
    ['a refusal that is not a record', anItem({ refused: 'x' })],
    ['a refusal without its kind', anItem({ refused: { kind: 4 } })],
  ])('reads none of a stored outbox holding %s, beside a good one', (_case, bad) => {
    expectConsole('warn', `Stored ${outboxKey('necs', MEMBER)} was unreadable`);
    const member = tab();
    member.storage.write(outboxKey('necs', MEMBER), stored([anItem({ id: 'good' }), bad]));
    expect(outboxOf(member).items()).toEqual([]);
    expect(member.storage.read(outboxKey('necs', MEMBER))).toBeNull();
  });

  it('reads none of an outbox that is not a list', () => {
    expectConsole('warn', 'was unreadable');
    const member = tab();
    member.storage.write(outboxKey('necs', MEMBER), stored({ 0: anItem() }));
    expect(outboxOf(member).items()).toEqual([]);
  });

  it('reads every shape a build writes: a reply, an edit, a send begun, a refusal', () => {
    const member = tab();
    const items = [
      anItem({ id: 'a', replyTo: 5, attemptedAt: 1_700_000_000_000, attempts: 2 }),
      anItem({ id: 'b', edit: { cid: 5, changed: '2026-11-27T10:00:00+00:00' } }),
      anItem({ id: 'c', refused: { kind: 'topic-removed' } }),
    ];
    member.storage.write(outboxKey('necs', MEMBER), stored(items));
    expect(outboxOf(member).items()).toEqual(items);
  });

  it('gives the same list until it changes, then a new one', () => {
    const outbox = outboxOf(tab());
    outbox.add({ topicNid: 902, text: 'one', replyTo: null, edit: null, attemptedAt: null });
    const first = outbox.items();
    expect(outbox.items()).toBe(first);
    outbox.add({ topicNid: 902, text: 'two', replyTo: null, edit: null, attemptedAt: null });
    expect(outbox.items()).not.toBe(first);
    expect(outbox.items().map(({ text }) => text)).toEqual(['one', 'two']);
  });

  it('changes the one item named, and leaves nothing stored once the last is gone', () => {
    const member = tab();
    const outbox = outboxOf(member);
    outbox.add({ topicNid: 902, text: 'one', replyTo: null, edit: null, attemptedAt: null });
    outbox.add({ topicNid: 902, text: 'two', replyTo: null, edit: null, attemptedAt: null });
    const [one, two] = outbox.items();
    outbox.update(one!.id, { attempts: 1 });
    expect(outbox.items().map(({ attempts }) => attempts)).toEqual([1, 0]);
    outbox.remove(one!.id);
    outbox.remove(two!.id);
    expect(member.storage.keys()).toEqual(['necs.auth']);
  });

  it('keeps nothing for a visitor, who cannot write', () => {
    const visitor = tab(0);
    const outbox = outboxOf(visitor);
    outbox.add({ topicNid: 902, text: 'Anonymous', replyTo: null, edit: null, attemptedAt: null });
    expect(outbox.items()).toEqual([]);
    expect(visitor.storage.keys()).toEqual([]);
  });

  it('tells whoever follows it when the session changes: another account has another list', () => {
    const member = tab();
    const outbox = outboxOf(member);
    outbox.add({ topicNid: 902, text: 'Mine', replyTo: null, edit: null, attemptedAt: null });
    let told = 0;
    outbox.changed$.subscribe(() => (told += 1));
    member.sessions.reset({ session: aSession({ userId: 8 }) });
    expect(told).toBe(1);
    expect(outbox.items()).toEqual([]);
  });
});

describe('the ledger of sends the browser’s tabs share', () => {
  const KEPT_MS = 24 * 60 * 60_000;
  const ledgerOn = (storage = new InMemoryStorage()) => ({
    storage,
    ledger: new OutboxLedger(storage, CONFIG),
  });

  it('knows a send begun, then sent, from the moment it began', () => {
    const { storage, ledger } = ledgerOn();
    expect(ledger.of('a')).toBeNull();
    ledger.began('a', 1_000);
    expect(ledger.of('a')).toEqual({ began: 1_000, sent: false });
    ledger.sent('a', 5_000);
    expect(ledger.of('a')).toEqual({ began: 1_000, sent: true });
    ledger.sent('b', 6_000);
    expect(ledger.of('b')).toEqual({ began: 6_000, sent: true });
    expect(JSON.parse(storage.read('necs.outbox-ledger')!)).toEqual({
      a: { began: 1_000, sent: true },
      b: { began: 6_000, sent: true },
    });
  });

  it('forgets an entry a day old at the next write', () => {
    const { ledger } = ledgerOn();
    ledger.began('day-old', 0);
    ledger.began('younger', 1);
    ledger.began('now', KEPT_MS);
    expect(ledger.of('day-old')).toBeNull();
    expect(ledger.of('younger')).toEqual({ began: 1, sent: false });
  });

  it('takes the entries it knows and leaves the others', () => {
    const storage = new InMemoryStorage();
    storage.write(
      'necs.outbox-ledger',
      JSON.stringify({
        text: { began: '1', sent: false },
        flag: { began: 1, sent: 'no' },
        word: 'x',
        good: { began: 1, sent: true },
      }),
    );
    const { ledger } = ledgerOn(storage);
    expect([ledger.of('text'), ledger.of('flag'), ledger.of('word')]).toEqual([null, null, null]);
    expect(ledger.of('good')).toEqual({ began: 1, sent: true });
  });

  it('tells its watcher when another tab writes it', () => {
    const { storage, ledger } = ledgerOn();
    let told = 0;
    ledger.watch(() => (told += 1));
    storage.writeElsewhere('necs.outbox-ledger', '{}');
    storage.writeElsewhere('necs.other', '{}');
    expect(told).toBe(1);
  });
});

describe('the topics this tab showed, as stored', () => {
  const TOPIC: SeenTopic = { nid: 902, title: 'Reading list', groupId: 1, groupTitle: 'Film History' };
  const seenOn = ({ storage, sessions }: ReturnType<typeof tab>) => new TopicsSeen(storage, sessions, CONFIG);

  it.each([
    ['a topic that is not a record', 'x'],
    ['a node id given as text', { ...TOPIC, nid: '902' }],
    ['a title that is not text', { ...TOPIC, title: 1 }],
    ['a group given as text', { ...TOPIC, groupId: '1' }],
    ['a group title that is not text', { ...TOPIC, groupTitle: null }],
  ])('knows none of them when one is %s', (_case, bad) => {
    expectConsole('warn', `Stored ${topicsSeenKey('necs', MEMBER)} was unreadable`);
    const member = tab();
    member.storage.write(topicsSeenKey('necs', MEMBER), stored([{ ...TOPIC, nid: 1 }, bad]));
    expect(seenOn(member).find(1)).toBeNull();
  });

  it('knows none of a stored value that is not a list', () => {
    expectConsole('warn', 'was unreadable');
    const member = tab();
    member.storage.write(topicsSeenKey('necs', MEMBER), stored({ 0: TOPIC }));
    expect(seenOn(member).find(902)).toBeNull();
  });

  it('keeps a topic once, as last shown', () => {
    const seen = seenOn(tab());
    seen.remember(TOPIC);
    seen.remember({ ...TOPIC, nid: 903 });
    seen.remember({ ...TOPIC, title: 'Reading list, revised' });
    expect(seen.find(902)?.title).toBe('Reading list, revised');
  });

  it('keeps nothing for a visitor', () => {
    const visitor = tab(0);
    const seen = seenOn(visitor);
    seen.remember(TOPIC);
    expect(seen.find(902)).toBeNull();
    expect(visitor.storage.keys()).toEqual([]);
  });
});

describe('which failures leave a text waiting to be sent', () => {
  it.each([
    [{ kind: 'unreachable' } as const, true],
    [{ kind: 'server-error', status: 500 } as const, true],
    [{ kind: 'server-error', status: 503 } as const, true],
    [{ kind: 'server-error', status: 499 } as const, false],
    [{ kind: 'topic-removed' } as const, false],
    [{ kind: 'empty' } as const, false],
  ])('%o: %s', (failure, waits) => {
    expect(waitsToBeSent(failure as Parameters<typeof waitsToBeSent>[0])).toBe(waits);
  });
});
