import type { GroupStanding } from '@/domain/groups/group-standing';
import type { GroupsTranslate } from './groups-messages';

/** How a list marks the viewer's own groups; nothing for the others. */
export function ownGroupLabel(membership: GroupStanding, t: GroupsTranslate): string | null {
  switch (membership.kind) {
    case 'leader':
      return t('youLeadThisGroup');
    case 'participant':
    case 'listed':
      return t('yourGroup');
    case 'outsider':
      return null;
  }
}
