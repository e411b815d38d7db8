import { conferenceCalendarPath } from '@/domain/feeds/feed-addresses';
import { useMessages } from '../i18n/use-messages';
import { calendarMessages } from './calendar-messages';
import styles from './add-to-calendar.module.css';

/**
 * Saves a conference's calendar file, which the server draws from the conference list (feed-addresses.ts): a
 * plain download, not a route of the app. Named with the conference's title too, as a page may list several.
 */
export function AddToCalendar({ nid, title }: { nid: number; title: string }) {
  const t = useMessages(calendarMessages);
  return (
    <a className={styles.link} href={conferenceCalendarPath(nid)} download>
      {t('addToCalendar')} <span className="visually-hidden">– {title}</span>
    </a>
  );
}
