import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * A save's or send's time as a message's values: `when` is only the time today and the date with it on
 * other days, and `day` tells the message which (“at 9:11 AM”, “on 12 Mar 2026, 9:11 AM”).
 */
export type Moment = {
  readonly when: string;
  readonly day: 'today' | 'earlier';
};

export function useMomentFormat(): (iso: string) => Moment {
  const { language } = useTranslation();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const moment = new Date(iso);
      const today = moment.toDateString() === new Date().toDateString();
      return today
        ? { when: time.format(moment), day: 'today' }
        : { when: dateTime.format(moment), day: 'earlier' };
    };
  }, [language]);
}
