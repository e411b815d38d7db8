import type { NewsFilterOptions } from '@/domain/news/news';
import { isFiltered, type NewsFilter } from '@/domain/news/news-query';
import { usePublicMessages } from '../i18n/public-messages';
import { useHeldChoice } from '../shared/use-held-choice';
import { TermChoices, tickedIn } from './term-choices';
import styles from './news-filters.module.css';

const TERMS = 'terms';
const TAGS = 'tags';

interface NewsFiltersProps {
  options: NewsFilterOptions;
  filter: NewsFilter;
  onChange(change: Pick<NewsFilter, 'terms' | 'tags'>): void;
}

/**
 * Narrows the news by category (vocabulary terms) and subject (tags); the list follows every tick, also the
 * ticks made before the code arrived, all at once when it has (useHeldChoice).
 */
export function NewsFilters({ options, filter, onChange }: NewsFiltersProps) {
  const t = usePublicMessages();
  const ticked = (form: HTMLFormElement) =>
    onChange({ terms: tickedIn(form, TERMS), tags: tickedIn(form, TAGS) });
  const form = useHeldChoice<HTMLFormElement>(ticked);
  return (
    <form
      ref={form}
      role="search"
      aria-label={t('filterNews')}
      className={styles.filters}
      onSubmit={(e) => e.preventDefault()}
    >
      <TermChoices
        legend={t('category')}
        name={TERMS}
        terms={options.terms}
        chosen={filter.terms}
        onTick={ticked}
      />
      <TermChoices
        legend={t('subject')}
        name={TAGS}
        terms={options.tags}
        chosen={filter.tags}
        onTick={ticked}
      />
      {isFiltered(filter) && (
        <button type="button" className={styles.clear} onClick={() => onChange({ terms: [], tags: [] })}>
          {t('clearFilters')}
        </button>
      )}
    </form>
  );
}
