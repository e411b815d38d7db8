import { useInnerStop } from './inner-stops';
import { useDateFormat } from './use-date-format';
import styles from './shown-moment.module.css';

/**
 * A `<time>` of a moment in a conversation: its day and time of day (only the time of day when `dayShown`
 * says its day stands beside it already, as an edit on the day a comment was written), and everything, to the
 * second and with the zone, on hover and on focus (it takes the focus for that, so a keyboard reaches it too).
 * Drawn as ShownDate is: in the page's one time zone, on the server and after the take-over alike.
 */
export function ShownMoment({ iso, dayShown = false }: { iso: string; dayShown?: boolean }) {
  const { formatMoment, formatTimeOfDay, formatFullMoment } = useDateFormat();
  const full = formatFullMoment(iso);
  // In a comment, a stop of Tab only while the focus is in it (inner-stops.ts).
  const stop = useInnerStop();
  return (
    // Focusable: the full moment shows on focus (issue 51).
    <time dateTime={iso} className={styles.moment} data-full={full} title={full} {...stop}>
      {dayShown ? formatTimeOfDay(iso) : formatMoment(iso)}
    </time>
  );
}
