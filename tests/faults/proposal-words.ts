import type { SendFailure } from '@/application/proposals/sync-status';
import type { ProposalsKey } from '@/ui/proposals/proposals-messages';
import { sendFailureMessage } from '@/ui/proposals/send-failure-message';
import { englishWords } from '../support/english-words';

/**
 * What the proposal form says of a send that did not go, in English, as the fault table words it: read from
 * the catalogue file, so the table builds outside the browser build too (tests/e2e/faults.spec.ts, faults:doc).
 */
export const sendFailureInEnglish = (failure: SendFailure) =>
  sendFailureMessage(failure, englishWords<ProposalsKey>('proposals'));
