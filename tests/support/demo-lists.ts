import type { Conference, NewsFilterOptions } from '@/domain/news/news';
import type { TimelineEntry } from '@/domain/timeline/timeline';
import { defaultConfig } from '@/infrastructure/config/load-config';
import {
  conferenceRowSchema,
  newsRowSchema,
  termRowSchema,
  timelineRowSchema,
} from '@/infrastructure/drupal/wire/views-schema';
import type { FiledNewsItem } from '@/infrastructure/fakes/in-memory-listing-gateway';
import { TIMELINE } from '../../sandbox/demo-data/timeline';
import type { Vocabulary } from '../../sandbox/demo-data/vocabularies';
import { conferenceNodes } from '../../sandbox/drupal/seeds/seed-conferences';
import { newsNodes } from '../../sandbox/drupal/seeds/seed-news';
import { newsTranslations } from '../../sandbox/drupal/seeds/seed-translations';
import { withTranslation } from '../../sandbox/drupal/tables/translations';
import { vocabularyTerms } from '../../sandbox/drupal/seeds/seed-vocabularies';
import { toConferenceRow } from '../../sandbox/drupal/wire/conference-row';
import { toNewsRow } from '../../sandbox/drupal/wire/news-row';

/**
 * The sandbox's news, conferences, vocabularies and timeline (sandbox/demo-data/, the one source): the rows
 * its views serve, read with the adapter's own row schemas, so the fake lists what the real adapter makes of
 * the sandbox's answers.
 */

const drupalBase = defaultConfig.cmsUrl;
const TERMS = vocabularyTerms();

const filterTerms = (vocabulary: Vocabulary) =>
  TERMS.filter((term) => term.vocabulary === vocabulary).map((term) => termRowSchema.parse(term));

export const DEMO_FILTER_OPTIONS: NewsFilterOptions = {
  terms: filterTerms('news'),
  tags: filterTerms('tags'),
};

const newsRow = newsRowSchema(drupalBase);

const NEWS_TRANSLATIONS = newsTranslations();

/**
 * Every news item, filed under its category (`terms`) and tags, as the view filters them, with its
 * translations (sandbox/demo-data/translations.ts) as the view renders them in another language.
 */
export const DEMO_NEWS: readonly FiledNewsItem[] = newsNodes().map(({ node, tids }) => {
  const terms = TERMS.filter((term) => tids.includes(term.tid));
  const tidsOf = (vocabulary: Vocabulary) =>
    terms.filter((term) => term.vocabulary === vocabulary).map((term) => term.tid);
  const translations = NEWS_TRANSLATIONS.filter((translation) => translation.nid === node.nid).map(
    (translation) => [
      translation.langcode,
      newsRow.parse(toNewsRow(withTranslation(node, translation), terms, translation.langcode)),
    ],
  );
  return {
    item: newsRow.parse(toNewsRow(node, terms)),
    terms: tidsOf('news'),
    tags: tidsOf('tags'),
    translations: Object.fromEntries(translations),
  };
});

const conferenceRow = conferenceRowSchema(drupalBase);

/** The conferences the adapter can list: one without dates does not read, so it is left out, as there. */
export const DEMO_CONFERENCES: readonly Conference[] = conferenceNodes().flatMap((node) => {
  const read = conferenceRow.safeParse(toConferenceRow(node));
  return read.success ? [read.data] : [];
});

const timelineRow = timelineRowSchema(drupalBase);

/** In stored order, ids counted from 1 as the database numbers them: the view serves it as it is. */
export const DEMO_TIMELINE: readonly TimelineEntry[] = TIMELINE.map((entry, index) =>
  timelineRow.parse({ _id: String(index + 1), ...entry }),
);
