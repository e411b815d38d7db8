import type { SendFailure } from '@/application/proposals/sync-status';
import type { ProposalsTranslate } from './proposals-messages';

/** Why a send did not go, in words. A refusal also shows the event's own error text, as HTML, beside it. */
export function sendFailureMessage(failure: SendFailure, t: ProposalsTranslate): string {
  switch (failure.kind) {
    case 'offline':
      return t('send.offline');
    case 'login':
      return t('send.login');
    case 'refused':
      return t('send.refused', { reason: failure.message });
    case 'overtaken':
      return t('send.overtaken', { panel: t('conflict.title') });
    case 'merged':
      return t('send.merged');
  }
}
