/** What a read from a remote system may be given. */
export interface ReadOptions {
  /**
   * Cancels the read (the reader went elsewhere, or chose Cancel): the call is aborted on the wire and fails
   * with a RemoteSystemError of reason `cancelled`, which no screen shows as an error.
   */
  readonly signal?: AbortSignal;
}
