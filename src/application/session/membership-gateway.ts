import type { Result } from '@/domain/shared/result';
import { token } from '../token';

/** The membership system refused: its STATUSCODE (null when the answer had none) and STATUS text. */
export interface MembershipRefusal {
  readonly kind: 'membership-refused';
  readonly statusCode: number | null;
  readonly status: string;
}

/**
 * The membership system (SEWOBE `KP_*` calls). The adapter owns the membership session (this tab only,
 * never localStorage) and forgets it when the portal session ends.
 */
export interface MembershipGateway {
  /** Never throws for a refusal; throws RemoteSystemError when the system cannot be reached. */
  logIn(mail: string, password: string): Promise<Result<void, MembershipRefusal>>;
  /**
   * Ends this tab's membership session, if any; it is forgotten for every other use whatever the answer. When
   * the end fails it is kept in memory and the next logOut ends it again (Try again). Throws RemoteSystemError.
   */
  logOut(): Promise<void>;
  /** Whether this tab holds a membership session that is still valid. */
  checkSession(): Promise<boolean>;
}
export const MembershipGateway = token<MembershipGateway>('MembershipGateway');
