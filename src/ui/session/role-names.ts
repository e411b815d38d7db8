import type { Role } from '@/domain/session/roles';
import type { SessionTranslate } from './session-messages';

/** How a role is called on screen, in the reader's language. */
export const roleName = (role: Role, t: SessionTranslate): string => t(`role.${role}`);
