import { RemoteSystemError } from '@/application/remote-system-error';
import type { ShellTranslate } from '../i18n/shell-messages';

/**
 * The line under a failed load's heading, in the reader's language. A remote system's failure is worded from
 * its reason (its English message stays for logs and tests); any other error is shown as it came.
 */
export function failureDetail(error: Error, t: ShellTranslate): string {
  if (!(error instanceof RemoteSystemError)) return error.message;
  switch (error.reason) {
    case 'network':
      return error.waitedMs === null
        ? t('failure.network', { system: error.system })
        : t('failure.timeout', { seconds: Math.round(error.waitedMs / 1000) });
    case 'status':
      return t('failure.status', { system: error.system, status: error.status ?? '' });
    case 'unexpected-answer':
      return t('failure.unexpected-answer', { system: error.system });
    case 'cancelled':
      return t('failure.cancelled');
  }
}
