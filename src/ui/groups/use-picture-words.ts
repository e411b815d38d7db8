import { useMemo } from 'react';
import type { PictureWords } from '../editor/picture-descriptions';
import { useGroupMemberMessages } from './group-member-messages';

/** What the topic editor says of pictures, in the reader's language. */
export function usePictureWords(): PictureWords {
  const t = useGroupMemberMessages();
  return useMemo(
    () => ({
      leftOut: {
        file: t('pictureRefused'),
        svg: t('pictureLeftOutSvg'),
        'not-raster': t('pictureLeftOutFormat'),
        elsewhere: t('pictureLeftOutElsewhere'),
      },
      description: (number: number) => t('pictureDescription', { number }),
    }),
    [t],
  );
}
