export type RemoteSystem = 'content' | 'membership' | 'proposals';

/** The one error a transport failure throws: a call that did not answer with a 2xx status, or did not answer. */
export class RemoteSystemError extends Error {
  override readonly name = 'RemoteSystemError';

  constructor(
    readonly system: RemoteSystem,
    /** HTTP status, or null when no answer arrived (network down, CORS, timeout). */
    readonly status: number | null,
    message = status === null ? 'Network Error' : `Request failed with status code ${status}`,
    /** The `message` of a Drupal error body, when there was one. */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
  }

  /** The session ended or lacks permission: the member may need to log in again. */
  get isUnauthorized(): boolean {
    return this.status === 401 || this.status === 403;
  }
}
