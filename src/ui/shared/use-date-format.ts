import { useMemo } from 'react';
import { dateFormat } from '../i18n/plain-intl';
import { useTranslation } from '../i18n/use-translation';
import { useHydrated } from './use-hydrated';

/** `YYYY-MM-DD` without a time: a calendar day, not a moment. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats the lists' dates in the visitor's language. A calendar day (`2026-03-25`) is read and shown in
 * UTC, so it never shifts to the day before in a time zone west of Greenwich; a timestamp is shown in the
 * visitor's own time zone, once the page is the browser's. Its spaces are ordinary ones, so the server's ICU and the browser's draw the same
 * text (plain-intl.ts).
 */
export function useDateFormat() {
  const { language } = useTranslation();
  // The server knows no reader's time zone: it draws a timestamp's day in UTC, and React takes that over in
  // UTC too (else a topic posted near midnight would differ, and React throw the drawn part away); the reader's
  // own zone follows once the page is the browser's.
  const local = useHydrated();
  return useMemo(() => {
    const day = dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    const moment = local ? dateFormat(language, { dateStyle: 'long' }) : day;
    const formatterFor = (iso: string) => (DATE_ONLY.test(iso) ? day : moment);
    const zone = local ? {} : { timeZone: 'UTC' };
    const dayAndTime = dateFormat(language, { dateStyle: 'long', timeStyle: 'short', ...zone });
    const timeOfDay = dateFormat(language, { timeStyle: 'short', ...zone });
    const full = dateFormat(language, { dateStyle: 'full', timeStyle: 'long', ...zone });
    return {
      formatDate: (iso: string): string => formatterFor(iso).format(new Date(iso)),
      /** A moment with its time of day (`November 26, 2026 at 1:05 PM`), in the same zone as formatDate. */
      formatMoment: (iso: string): string => dayAndTime.format(new Date(iso)),
      /** The time of day alone (`1:20 PM`): for a moment on a day already shown beside it. */
      formatTimeOfDay: (iso: string): string => timeOfDay.format(new Date(iso)),
      /** Everything, to the second and with the zone: a moment's title on hover and focus. */
      formatFullMoment: (iso: string): string => full.format(new Date(iso)),
      /** Whether two moments fall on one day where they are shown (the reader's zone, UTC on the server). */
      onOneDay: (a: string, b: string): boolean => moment.format(new Date(a)) === moment.format(new Date(b)),
      /** `10–13 June 2027`; a one-day range reads as that day. */
      formatDateRange: (start: string, end: string): string =>
        start === end
          ? formatterFor(start).format(new Date(start))
          : formatterFor(start).formatRange(new Date(start), new Date(end)),
    };
  }, [language, local]);
}
