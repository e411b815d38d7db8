import { afterEach, beforeEach, vi } from 'vitest';
import { LocalProposalCopies } from '@/application/proposals/local-proposal-copies';
import type { DraftContext } from '@/application/proposals/draft-context';
import { openDraft, type ProposalDraft } from '@/application/proposals/proposal-draft';
import { RemoteSystemError } from '@/application/remote-system-error';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import {
  InMemoryProposalGateway,
  type InMemoryProposal,
  type InMemoryProposalOptions,
} from '@/infrastructure/fakes/in-memory-proposal-gateway';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { viewerFor } from '../support/demo-proposals';

export const EVENT = 'draft-event';
export const account = DEMO_ACCOUNTS.member;
export const uid = account.user.uid;
export const PAPER = { title: 'Slow cinema', abstract: 'Duration.', keywords: [], bio: '', references: '' };
export const paperJson = (title: string) => JSON.stringify({ _version: 1, ...PAPER, title });

/** A paper that passes the paper form's checks, so a send goes out. */
export const COMPLETE = { ...PAPER, keywords: ['archive', 'duration', 'slowness'], bio: 'Film scholar.' };
export const refusedWith = (status: number) => new RemoteSystemError('proposals', status);
/** The member's paper as the proposal system holds it before a test. */
export const seeded = (overrides: { sent?: boolean; formJson?: string } = {}) => ({
  userId: uid,
  eventId: EVENT,
  kind: 'paper' as const,
  formJson: paperJson('On the server'),
  sent: false,
  updated: '2026-11-20T10:00:00.000Z',
  userEmail: null,
  ...overrides,
});

/** One device: its localStorage and a tab on it, which a reload replaces. */
export interface Device {
  readonly storage: InMemoryStorage;
  readonly copies: () => LocalProposalCopies;
  /** Called when a save or send found the session over. */
  readonly onLoginNeeded: ReturnType<typeof vi.fn>;
  /** Called when a save or send was refused (the desk then reads the call again). */
  readonly onRefused: ReturnType<typeof vi.fn>;
  /** The tab as after a reload: what the proposal system holds and what this device kept. */
  readonly open: (kind?: ProposalKind) => Promise<ProposalDraft>;
}

/**
 * One kind's draft (store, autosave, send) without the desk: the in-memory proposal system logged in as the member, with its own
 * clock (`serverOffset` ms from the device's), and devices that open drafts on it.
 */
export async function draftWorld(
  options: {
    serverOffset?: () => number;
    proposals?: readonly InMemoryProposal[];
    /** Another proposal system than the plain one (a call that closes, say), made with these options. */
    gateway?: (options: InMemoryProposalOptions) => InMemoryProposalGateway;
  } = {},
) {
  const offset = options.serverOffset ?? (() => 0);
  const make = options.gateway ?? ((given) => new InMemoryProposalGateway(given));
  const gateway = make({
    currentUid: () => uid,
    clock: () => new Date(Date.now() + offset()),
    proposals: options.proposals ?? [],
  });
  await gateway.login(viewerFor(account));

  function aDevice(): Device {
    const storage = new InMemoryStorage();
    const copies = () => new LocalProposalCopies(storage, LocalProposalCopies.prefixFor('necs'), uid, EVENT);
    const onLoginNeeded = vi.fn();
    const onRefused = vi.fn();
    const context = (): DraftContext => ({
      gateway,
      copies: copies(),
      userId: uid,
      userName: account.user.accountName,
      userEmail: account.user.mail,
      eventId: EVENT,
      onLoginNeeded,
      onRefused,
    });
    const open = async (kind: ProposalKind = 'paper') =>
      openDraft(kind, await gateway.load(uid, EVENT, kind), context());
    return { storage, copies, onLoginNeeded, onRefused, open };
  }

  return { gateway, aDevice };
}

/**
 * For a describe block: each test starts at the same device time with a fresh proposal system holding the
 * member's seeded paper, and one device; `reset` starts another world inside a test.
 */
export function eachTestInADraftWorld() {
  let made: { gateway: InMemoryProposalGateway; device: Device } | null = null;
  const world = {
    get gateway(): InMemoryProposalGateway {
      return made!.gateway;
    },
    get device(): Device {
      return made!.device;
    },
    async reset(proposals: readonly InMemoryProposal[] = [seeded()]): Promise<void> {
      const { gateway, aDevice } = await draftWorld({ proposals });
      made = { gateway, device: aDevice() };
    },
  };
  beforeEach(async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00.000Z') });
    await world.reset();
  });
  afterEach(() => vi.useRealTimers());
  return world;
}
