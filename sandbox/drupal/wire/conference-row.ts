import type { Conference } from '../tables/conferences';
import { bodyField, bundleField, pathField, timestampField, valueField } from './drupal-fields';
import { imageField } from './image-field';

/** A row of the public_conferences view: the conference node's entity normalization. */
export function toConferenceRow(conference: Conference) {
  return {
    nid: valueField(conference.nid),
    uuid: valueField(conference.uuid),
    langcode: valueField('en'),
    type: bundleField('conference', 'node_type'),
    status: valueField(true),
    title: valueField(conference.title),
    created: timestampField(conference.created),
    changed: timestampField(conference.created),
    path: pathField(conference.pathAlias, conference.nid),
    body: bodyField(conference.body, conference.summary),
    field_date_range: dateRangeField(conference),
    field_location: valueField(conference.location),
    field_image: imageField(conference),
  };
}

/** An optional field: `[]` while the dates are to be announced, as Drupal sends an empty field. */
function dateRangeField({ dateStart, dateEnd }: Conference) {
  return dateStart === '' ? [] : [{ value: dateStart, end_value: dateEnd }];
}
