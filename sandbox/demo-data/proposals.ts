import type { ProposalForm } from '../proposals/proposal-forms';
import { PROPOSAL_EVENT_ID } from './event-settings';

const form = (values: object) => JSON.stringify({ _version: 1, ...values });

/**
 * Proposals of staff accounts for the seeded event, so an organizer sees counts above zero from the start
 * (one sent panel, one sent paper, one paper still a draft, which counts for nothing). The member and the
 * organizer start with none: the browser journeys draft their own.
 */
export const PROPOSAL_SEEDS: readonly ProposalForm[] = [
  {
    uid: 2,
    eventId: PROPOSAL_EVENT_ID,
    type: 'panel',
    userName: 'antoine.dubois',
    userEmail: 'admin@example.org',
    formJson: form({
      title: 'Mending the Archive',
      rationale: 'Three papers on repair as a practice of film archives.',
      chair: 'Antoine Dubois, Université de Lille',
      papers: [1, 2, 3].map((n) => ({
        presenter: `Presenter ${n}`,
        title: `Repair ${n}`,
        abstract: 'Abstract.',
      })),
    }),
    sent: true,
    updated: '2026-12-02T09:30:00.000Z',
  },
  {
    uid: 4,
    eventId: PROPOSAL_EVENT_ID,
    type: 'paper',
    userName: 'emma.schneider',
    userEmail: 'editor@example.org',
    formJson: form({
      title: 'Broken Screens, Shared Screens',
      abstract: 'How audiences repair what streaming fragments.',
      keywords: ['audiences', 'streaming', 'repair'],
      bio: 'Emma Schneider edits the NECS website.',
      references: '',
    }),
    sent: true,
    updated: '2026-12-10T14:05:00.000Z',
  },
  {
    uid: 3,
    eventId: PROPOSAL_EVENT_ID,
    type: 'paper',
    userName: 'dev.nakamura',
    userEmail: null,
    formJson: form({ title: 'Patchwork Pixels', abstract: 'A first idea.' }),
    sent: false,
    updated: '2026-12-12T08:00:00.000Z',
  },
];
