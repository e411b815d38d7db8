import type { NewsFilterOptions } from '@/domain/news/news';
import { isFiltered, type NewsFilter } from '@/domain/news/news-query';
import { usePublicMessages } from '../i18n/public-messages';
import { TermChoices } from './term-choices';
import styles from './news-filters.module.css';

interface NewsFiltersProps {
  options: NewsFilterOptions;
  filter: NewsFilter;
  onChange(change: Pick<NewsFilter, 'terms' | 'tags'>): void;
}

/** Narrows the news by category (vocabulary terms) and subject (tags); the list follows every tick. */
export function NewsFilters({ options, filter, onChange }: NewsFiltersProps) {
  const t = usePublicMessages();
  return (
    <form
      role="search"
      aria-label={t('filterNews')}
      className={styles.filters}
      onSubmit={(e) => e.preventDefault()}
    >
      <TermChoices
        legend={t('category')}
        terms={options.terms}
        chosen={filter.terms}
        onChange={(terms) => onChange({ terms, tags: filter.tags })}
      />
      <TermChoices
        legend={t('subject')}
        terms={options.tags}
        chosen={filter.tags}
        onChange={(tags) => onChange({ terms: filter.terms, tags })}
      />
      {isFiltered(filter) && (
        <button type="button" className={styles.clear} onClick={() => onChange({ terms: [], tags: [] })}>
          {t('clearFilters')}
        </button>
      )}
    </form>
  );
}
