import { useMemo } from 'react';
import { ShownTimeZone } from '@/application/preferences/shown-time-zone';
import { useService } from '../app/services';
import { dateFormat } from '../i18n/plain-intl';
import { useTranslation } from '../i18n/use-translation';

/** `YYYY-MM-DD` without a time: a calendar day, not a moment. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `dateStyle: 'long'` and `timeStyle: 'short'` spelled out, the form in which a zone's name may join them. */
const LONG_DAY = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const SHORT_TIME = { hour: 'numeric', minute: '2-digit' } as const;

/**
 * Formats the lists' dates in the visitor's language. A calendar day (`2026-03-25`) is read and shown in
 * UTC, so it never shifts to the day before in a time zone west of Greenwich; a timestamp is shown in the
 * page's time zone (ShownTimeZone: the reader's, else the association's, named), the same on the server and
 * after the take-over, so no drawn time changes under the reader's eyes. Its spaces are ordinary ones, so the
 * server's ICU and the browser's draw the same text (plain-intl.ts).
 */
export function useDateFormat() {
  const { language } = useTranslation();
  const { zone, named } = useService(ShownTimeZone);
  return useMemo(() => {
    const day = dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    const moment = dateFormat(language, { dateStyle: 'long', timeZone: zone });
    const formatterFor = (iso: string) => (DATE_ONLY.test(iso) ? day : moment);
    // A time of day names the association's zone, which may not be the reader's: `7:41 AM GMT+1`.
    const zoneName = named ? ({ timeZoneName: 'short' } as const) : {};
    const dayAndTime = dateFormat(language, { ...LONG_DAY, ...SHORT_TIME, ...zoneName, timeZone: zone });
    const timeOfDay = dateFormat(language, { ...SHORT_TIME, ...zoneName, timeZone: zone });
    const full = dateFormat(language, { dateStyle: 'full', timeStyle: 'long', timeZone: zone });
    return {
      formatDate: (iso: string): string => formatterFor(iso).format(new Date(iso)),
      /** A moment with its time of day (`November 26, 2026 at 1:05 PM`), in the same zone as formatDate. */
      formatMoment: (iso: string): string => dayAndTime.format(new Date(iso)),
      /** The time of day alone (`1:20 PM`): for a moment on a day already shown beside it. */
      formatTimeOfDay: (iso: string): string => timeOfDay.format(new Date(iso)),
      /** Everything, to the second and with the zone: a moment's title on hover and focus. */
      formatFullMoment: (iso: string): string => full.format(new Date(iso)),
      /** Whether two moments fall on one day where they are shown (the page's zone). */
      onOneDay: (a: string, b: string): boolean => moment.format(new Date(a)) === moment.format(new Date(b)),
      /** `10–13 June 2027`; a one-day range reads as that day. */
      formatDateRange: (start: string, end: string): string =>
        start === end
          ? formatterFor(start).format(new Date(start))
          : formatterFor(start).formatRange(new Date(start), new Date(end)),
    };
  }, [language, zone, named]);
}
