import type { NewsItem } from '@/domain/news/news';
import { Card, type CardHeadingLevel } from '../shared/card';
import { useDateFormat } from '../shared/use-date-format';

/** One news item: publication date, title linking to the item, teaser. */
export function NewsCard({ item, headingLevel }: { item: NewsItem; headingLevel?: CardHeadingLevel }) {
  const { formatDate } = useDateFormat();
  return (
    <Card
      dateTime={item.created}
      dateLabel={formatDate(item.created)}
      title={item.title}
      path={item.path}
      summaryHtml={item.summaryHtml}
      headingLevel={headingLevel}
      lang={item.language}
    />
  );
}
