import { MENU_LABEL_TRANSLATIONS, NEWS_TRANSLATIONS, PAGE_TRANSLATIONS } from '../../demo-data/translations';
import type { SandboxDatabase } from '../../storage/database';
import { insertMenuLabel, insertNodeTranslation, type NodeTranslation } from '../tables/translations';
import { toParagraphList } from '../wire/paragraphs';
import { newsNodes } from './seed-news';
import { PAGE_SEEDS } from './seed-pages';

function originalOf<T>(items: readonly T[], matches: (item: T) => boolean, what: string): T {
  const found = items.find(matches);
  if (!found) throw new Error(`The translation of ${what} has no original in the demo data.`);
  return found;
}

/** The demo pages' translations, each joined to its page by path. */
export function pageTranslations(): NodeTranslation[] {
  return PAGE_TRANSLATIONS.map((translation) => {
    const { nid } = originalOf(PAGE_SEEDS, (page) => page.path === translation.path, translation.path);
    return {
      nid,
      langcode: translation.langcode,
      title: translation.title,
      body: '',
      summary: translation.metaDescription,
      paragraphs: toParagraphList(`page:${nid}:${translation.langcode}`, translation.sections),
    };
  });
}

/** The demo news items' translations, each joined to its item by the English title. */
export function newsTranslations(): NodeTranslation[] {
  const news = newsNodes();
  return NEWS_TRANSLATIONS.map((translation) => {
    const { node } = originalOf(
      news,
      (item) => item.node.title === translation.original,
      translation.original,
    );
    return {
      nid: node.nid,
      langcode: translation.langcode,
      title: translation.title,
      body: `<p>${translation.summary}</p>${translation.more}`,
      summary: translation.summary,
      paragraphs: null,
    };
  });
}

export function seedTranslations(db: SandboxDatabase): void {
  for (const translation of [...pageTranslations(), ...newsTranslations()])
    insertNodeTranslation(db, translation);
}

export function seedMenuLabels(db: SandboxDatabase): void {
  for (const label of MENU_LABEL_TRANSLATIONS) insertMenuLabel(db, label);
}
