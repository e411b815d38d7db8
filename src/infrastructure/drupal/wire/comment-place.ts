import * as z from 'zod/mini';
import type { CommentPlace } from '@/application/groups/group-gateway';
import { requiredField } from './drupal-field';

const wholeNumber = z.number().check(z.int(), z.positive());
const node = z.object({ target_id: wholeNumber, target_type: z.literal('node') });

/**
 * `GET comment/{cid}` (core's comment normalization, as the stale-save check reads it too: entity-versions.ts):
 * the comment's id and the node it was written on (`entity_id`). A comment on anything but a node is no
 * topic's, and so no answer the portal can use.
 */
export const commentPlaceSchema = z.pipe(
  z.object({ cid: requiredField(wholeNumber), entity_id: z.tuple([node], node) }),
  z.transform(({ cid, entity_id: [host] }): CommentPlace => ({ cid, nid: host.target_id })),
);
