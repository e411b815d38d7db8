import type { GroupStanding } from '@/domain/groups/group-standing';

/** How a list marks the viewer's own groups; nothing for the others. */
export function ownGroupLabel(membership: GroupStanding): string | null {
  switch (membership.kind) {
    case 'leader':
      return 'You lead this group';
    case 'participant':
    case 'listed':
      return 'Your group';
    case 'outsider':
      return null;
  }
}
