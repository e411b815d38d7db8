import { stableUuid } from '../../host/tokens';
import type { Term } from '../tables/terms';

/** Builders for Drupal's entity normalization: every field is a list of items. */

export function valueField<T>(value: T): [{ value: T }] {
  return [{ value }];
}

/** Empty strings become `[]`, as Drupal sends an empty field. */
export function optionalValueField(value: string): { value: string }[] {
  return value === '' ? [] : [{ value }];
}

export function timestampField(iso: string): [{ value: string; format: string }] {
  return [{ value: iso, format: 'Y-m-d\\TH:i:sP' }];
}

export function bundleField(bundle: string, entityType: 'node_type') {
  return [{ target_id: bundle, target_type: entityType, target_uuid: stableUuid(`${entityType}:${bundle}`) }];
}

export function pathField(alias: string, pid: number) {
  return [{ alias, pid, langcode: 'en' }];
}

export function bodyField(html: string, summary: string) {
  return [{ value: html, format: 'basic_html', processed: html, summary }];
}

export function termReferenceField(terms: readonly Term[]) {
  return terms.map((term) => ({
    target_id: term.tid,
    target_type: 'taxonomy_term',
    target_uuid: term.uuid,
    url: `/taxonomy/term/${term.tid}`,
  }));
}
