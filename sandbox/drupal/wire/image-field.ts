import { imageUrl, isSandboxImageFile, SANDBOX_IMAGES } from '../images';
import { stableUuid } from '../../host/tokens';
import type { NodeRecord } from '../tables/nodes';

/** Drupal's normalization of an image field; empty (`[]`) when the node has no image. */
export function imageField(node: NodeRecord) {
  const file = node.imageFile;
  if (file === null || !isSandboxImageFile(file)) return [];
  return [
    {
      target_id: node.nid,
      target_type: 'file',
      target_uuid: stableUuid(`file:${file}`),
      alt: node.imageAlt,
      title: '',
      ...SANDBOX_IMAGES[file],
      url: imageUrl(file),
    },
  ];
}
