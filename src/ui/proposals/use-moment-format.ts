import { useMemo } from 'react';
import { dateFormat } from '../i18n/plain-intl';
import { useTranslation } from '../i18n/use-translation';

/**
 * A save's or send's time as a message's values: `when` is only the time for a recent moment and the date
 * with it otherwise, and `day` tells the message which (“at 9:11 AM”, “on 12 Mar 2026, 9:11 AM”).
 */
export type Moment = {
  readonly when: string;
  readonly day: 'today' | 'earlier';
};

/**
 * The server stamps the time and the device's clock may be off by an hour or two: a save just made can be
 * “tomorrow” for the device at 11 PM. Within this distance a moment reads as recent, whatever the date.
 */
const RECENT_MS = 2 * 3_600_000;

function isRecent(moment: Date, now = new Date()): boolean {
  return (
    moment.toDateString() === now.toDateString() || Math.abs(moment.getTime() - now.getTime()) < RECENT_MS
  );
}

export function useMomentFormat(): (iso: string) => Moment {
  const { language } = useTranslation();
  return useMemo(() => {
    const time = dateFormat(language, { timeStyle: 'short' });
    const dateTime = dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const moment = new Date(iso);
      return isRecent(moment)
        ? { when: time.format(moment), day: 'today' }
        : { when: dateTime.format(moment), day: 'earlier' };
    };
  }, [language]);
}
