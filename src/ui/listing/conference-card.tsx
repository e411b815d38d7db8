import type { Conference } from '@/domain/news/news';
import { AddToCalendar } from '../calendar/add-to-calendar';
import { Card, type CardHeadingLevel } from '../shared/card';
import { useDateFormat } from '../shared/use-date-format';
import styles from './conference-card.module.css';

/** One conference: its dates, title linking to its page, place and teaser. */
export function ConferenceCard({
  conference,
  headingLevel,
}: {
  conference: Conference;
  headingLevel?: CardHeadingLevel;
}) {
  const { formatDateRange } = useDateFormat();
  return (
    <Card
      dateTime={conference.startDate}
      dateLabel={formatDateRange(conference.startDate, conference.endDate)}
      title={conference.title}
      path={conference.path}
      summaryHtml={conference.summaryHtml}
      headingLevel={headingLevel}
      lang={conference.language}
    >
      {conference.location && <p className={styles.place}>{conference.location}</p>}
      <AddToCalendar nid={conference.nid} title={conference.title} />
    </Card>
  );
}
