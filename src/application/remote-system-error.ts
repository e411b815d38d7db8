export type RemoteSystem = 'drupal' | 'sewobe' | 'proposals';

/**
 * Why a call failed. An offline queue retries `network` and never `unexpected-answer`; `status` carries the
 * HTTP status, where 401 (log in again) and 403 (not allowed) are different cases; `cancelled` was asked for.
 */
export type RemoteFailureReason = 'network' | 'status' | 'unexpected-answer' | 'cancelled';

const DEFAULT_MESSAGES: Record<Exclude<RemoteFailureReason, 'status'>, string> = {
  network: 'Network Error',
  'unexpected-answer': 'Unexpected answer',
  cancelled: 'Request cancelled',
};

export interface RemoteSystemErrorDetails {
  readonly message?: string;
  /** The failure text of the system's error body (Drupal's `message`, SEWOBE's `ERROR`), when there was one. */
  readonly serverMessage?: string | null;
  /** Set for answers that arrived but did not parse; otherwise derived from `status`. */
  readonly reason?: RemoteFailureReason;
  /** Set when the caller stopped waiting after this long without an answer (a `network` failure). */
  readonly waitedMs?: number;
}

/** The one error a transport failure throws: a call that did not answer with a 2xx status, or did not answer. */
export class RemoteSystemError extends Error {
  override readonly name = 'RemoteSystemError';
  readonly reason: RemoteFailureReason;
  readonly serverMessage: string | null;
  /** How long the call waited before it gave up, when that is why it failed; else null. */
  readonly waitedMs: number | null;

  constructor(
    readonly system: RemoteSystem,
    /** HTTP status, or null when no answer arrived (network down, CORS refused, cancelled). */
    readonly status: number | null,
    details: RemoteSystemErrorDetails = {},
  ) {
    const reason = details.reason ?? (status === null ? 'network' : 'status');
    super(
      details.message ??
        (reason === 'status' ? `Request failed with status code ${status}` : DEFAULT_MESSAGES[reason]),
    );
    this.reason = reason;
    this.serverMessage = details.serverMessage ?? null;
    this.waitedMs = details.waitedMs ?? null;
  }

  /** 401: the credentials are missing or expired; logging in again may help. */
  get isUnauthenticated(): boolean {
    return this.reason === 'status' && this.status === 401;
  }

  /** 403: refused. For a cookie session this may also mean the session ended (Drupal answers 403 then). */
  get isForbidden(): boolean {
    return this.reason === 'status' && this.status === 403;
  }

  /** Worth trying again unchanged later: nothing answered. */
  get isRetryable(): boolean {
    return this.reason === 'network';
  }
}
