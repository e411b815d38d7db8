import type { NodeRecord } from '../tables/nodes';
import type { Term } from '../tables/terms';
import {
  bodyField,
  bundleField,
  pathField,
  termReferenceField,
  timestampField,
  valueField,
} from './drupal-fields';
import { imageField } from './image-field';

/** A row of the public_news view: the news node's entity normalization, in the language it is in. */
export function toNewsRow(node: NodeRecord, terms: readonly Term[], langcode = 'en') {
  return {
    nid: valueField(node.nid),
    uuid: valueField(node.uuid),
    langcode: valueField(langcode),
    type: bundleField('news', 'node_type'),
    status: valueField(true),
    title: valueField(node.title),
    created: timestampField(node.created),
    changed: timestampField(node.created),
    promote: valueField(true),
    sticky: valueField(false),
    path: pathField(node.pathAlias, node.nid),
    body: bodyField(node.body, node.summary),
    field_image: imageField(node),
    field_tax_vocab_news: termReferenceField(terms.filter((term) => term.vocabulary === 'news')),
    field_tax_vocab_news_tags: termReferenceField(terms.filter((term) => term.vocabulary === 'tags')),
  };
}
