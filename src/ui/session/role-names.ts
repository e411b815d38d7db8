import type { Role } from '@/domain/session/roles';

/** How each role is called on screen. */
export const ROLE_NAMES: Record<Role, string> = {
  member: 'Member',
  organizer: 'Conference organizer',
  editor: 'Editor',
  administrator: 'Administrator',
  developer: 'Developer',
};
