import type { GroupMembership } from '@/domain/groups/group-membership';

/** How a list marks the viewer's own groups; nothing for the others. */
export function ownGroupLabel(membership: GroupMembership): string | null {
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
