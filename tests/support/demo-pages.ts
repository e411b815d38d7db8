import type { PageNode } from '@/domain/pages/page';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { paragraphListSchema } from '@/infrastructure/drupal/wire/paragraph-schema';
import { PAGE_SEEDS } from '../../sandbox/drupal/seeds/seed-pages';
import { pageTranslations } from '../../sandbox/drupal/seeds/seed-translations';
import { toParagraphList } from '../../sandbox/drupal/wire/paragraphs';
import { whileBuilding } from './console-expectations';

const schema = paragraphListSchema(defaultConfig.cmsUrl);
/** The /join page's webform paragraph is one the portal does not know, on purpose: it shows how one is left out. */
export const UNKNOWN_PARAGRAPH_WARNING =
  'Paragraph type "paragraph--para_webform" is not known to the portal';
const paragraphs = {
  parse: (raw: unknown) => whileBuilding('warn', [UNKNOWN_PARAGRAPH_WARNING], () => schema.parse(raw)),
};

/**
 * The sandbox's pages (sandbox/demo-data/pages-*.ts, the one source) by path: their paragraphs as the
 * sandbox serves them, read with the adapter's own schema, so the fake serves what the real adapter makes
 * of the sandbox's answer (file URLs rebased on `config.cmsUrl`). Every original is in English.
 */
export const DEMO_PAGES: Readonly<Record<string, PageNode>> = Object.fromEntries(
  PAGE_SEEDS.map((page): [string, PageNode] => [
    page.path,
    {
      nid: page.nid,
      title: page.title,
      contentType: 'page',
      metaDescription: page.metaDescription,
      paragraphs: paragraphs.parse(toParagraphList(`page:${page.nid}`, page.sections)),
      language: 'en',
    },
  ]),
);

/** Their translations (sandbox/demo-data/translations.ts) by language and path, read the same way. */
export const DEMO_PAGE_TRANSLATIONS: Readonly<Record<string, Record<string, PageNode>>> =
  pageTranslations().reduce<Record<string, Record<string, PageNode>>>((byLanguage, translation) => {
    const [path, original] = Object.entries(DEMO_PAGES).find(([, page]) => page.nid === translation.nid)!;
    (byLanguage[translation.langcode] ??= {})[path] = {
      ...original,
      title: translation.title,
      metaDescription: translation.summary,
      paragraphs: paragraphs.parse(translation.paragraphs),
      language: translation.langcode,
    };
    return byLanguage;
  }, {});
