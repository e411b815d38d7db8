import type { Result } from '@/domain/shared/result';

export interface MembershipLogin {
  readonly session: string;
  readonly validToken: string;
}

/** The membership system refused: its STATUSCODE (null when the answer had none) and STATUS text. */
export interface MembershipRefusal {
  readonly kind: 'membership-refused';
  readonly statusCode: number | null;
  readonly status: string;
}

/** The membership system (SEWOBE `KP_*` calls). */
export interface MembershipGateway {
  /** Never throws for a refusal; throws RemoteSystemError when the system cannot be reached. */
  logIn(mail: string, password: string): Promise<Result<MembershipLogin, MembershipRefusal>>;
  /** Ends a membership session. Throws RemoteSystemError on failure. */
  logOut(session: string): Promise<void>;
  /** Whether a membership session is still valid. */
  checkSession(session: string): Promise<boolean>;
}
