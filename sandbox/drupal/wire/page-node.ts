import { findConference } from '../tables/conferences';
import type { SandboxDatabase } from '../../storage/database';
import { findNodeByPath, findPageDetails, type NodeRecord } from '../tables/nodes';
import { termsOfNodes } from '../tables/terms';
import { findNodeTranslation, withTranslation, type NodeTranslation } from '../tables/translations';
import { DEFAULT_LANGCODE } from '../content-language';
import { image, section, text, toParagraphList, type ParagraphContent } from './paragraphs';
import { isSandboxImageFile } from '../images';

/**
 * The `node` part of the page answer for a path, or null when no node lives there. Pages carry
 * their own paragraphs; a news item or conference gets a one-column section built from its body,
 * so following a teaser link shows the full text. In `langcode` where the node has that translation,
 * otherwise the original; `langcode` says which.
 */
export function findPageNode(db: SandboxDatabase, path: string, langcode = DEFAULT_LANGCODE) {
  const original = findNodeByPath(db, path);
  if (!original) return null;
  const translation =
    langcode === DEFAULT_LANGCODE ? undefined : findNodeTranslation(db, original.nid, langcode);
  const node = translation ? withTranslation(original, translation) : original;
  const { metaDescription, paragraphs } = contentOf(db, node, translation);
  return {
    nid: node.nid,
    uuid: node.uuid,
    type: node.type,
    langcode: translation?.langcode ?? DEFAULT_LANGCODE,
    title: node.title,
    path: node.pathAlias,
    created: node.created,
    field_meta_description: metaDescription,
    field_para_multi: paragraphs,
  };
}

/** Turns a requested URI into a stored alias: no query, no trailing slash, one leading slash. */
export function normalizePath(uri: string): string {
  return (uri.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').replace(/^\/*/, '/');
}

function contentOf(
  db: SandboxDatabase,
  node: NodeRecord,
  translation: NodeTranslation | undefined,
): { metaDescription: string; paragraphs: unknown[] } {
  if (translation?.paragraphs)
    return { metaDescription: translation.summary, paragraphs: translation.paragraphs };
  if (node.type === 'page') return findPageDetails(db, node.nid) ?? { metaDescription: '', paragraphs: [] };
  const byline =
    node.type === 'news' ? newsByline(db, node, translation?.langcode) : conferenceByline(db, node);
  const content: ParagraphContent[] = [text('', `<p class="byline">${byline}</p>${node.body}`)];
  if (node.imageFile !== null && isSandboxImageFile(node.imageFile)) {
    content.push(image(node.imageFile, node.imageAlt));
  }
  return {
    metaDescription: node.summary,
    paragraphs: toParagraphList(`node:${node.nid}`, [section('layout_onecol', { content })]),
  };
}

/** A translation's date is written in its language, as Drupal's date formats are translated. */
function newsByline(db: SandboxDatabase, node: NodeRecord, langcode = DEFAULT_LANGCODE): string {
  const terms = termsOfNodes(db, [node.nid]).get(node.nid) ?? [];
  return [humanDate(node.created, langcode), ...terms.map((term) => term.name)].join(' · ');
}

function conferenceByline(db: SandboxDatabase, node: NodeRecord): string {
  const conference = findConference(db, node.nid);
  if (!conference) return '';
  const dates =
    conference.dateStart === ''
      ? 'Dates to be announced'
      : `${humanDate(conference.dateStart)} – ${humanDate(conference.dateEnd)}`;
  return `${dates} · ${conference.location}`;
}

const DATE_STYLE = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

function humanDate(isoDate: string, langcode = DEFAULT_LANGCODE): string {
  return new Intl.DateTimeFormat(langcode === DEFAULT_LANGCODE ? 'en-GB' : langcode, DATE_STYLE).format(
    new Date(isoDate),
  );
}
