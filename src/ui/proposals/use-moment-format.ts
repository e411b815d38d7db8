import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** A save's or send's time: only the time today, the date with it on other days. */
export function useMomentFormat(): (iso: string) => string {
  const { language } = useTranslation();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const moment = new Date(iso);
      const today = moment.toDateString() === new Date().toDateString();
      return (today ? time : dateTime).format(moment);
    };
  }, [language]);
}
