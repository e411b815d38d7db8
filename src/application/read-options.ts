import type { Language } from './preferences/preferences';

/** What a read from a remote system may be given. */
export interface ReadOptions {
  /**
   * Cancels the read (the reader went elsewhere, or chose Cancel): the call is aborted on the wire and fails
   * with a RemoteSystemError of reason `cancelled`, which no screen shows as an error.
   */
  readonly signal?: AbortSignal;
  /**
   * The reader's language: content comes in it where the content system has a translation, otherwise in
   * its original language (each answer says which: `PageNode.language`, `NewsItem.language`). Absent, the
   * content system's own default.
   */
  readonly language?: Language;
}
