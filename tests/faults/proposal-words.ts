import type { SendFailure } from '@/application/proposals/sync-status';
import { catalogueReady, translator } from '@/ui/i18n/message-catalogues';
import { proposalsMessages } from '@/ui/proposals/proposals-messages';
import { sendFailureMessage } from '@/ui/proposals/send-failure-message';

catalogueReady('en', proposalsMessages);
const english = translator('en', proposalsMessages);

/** What the proposal form says of a send that did not go, in English, as the fault table words it. */
export const sendFailureInEnglish = (failure: SendFailure) => sendFailureMessage(failure, english);
