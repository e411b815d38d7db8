/**
 * Server sessions (a SEWOBE session, a bearer token) that a logout has yet to end. The adapter forgets a
 * session for every later call as soon as the logout starts, but keeps it here, in memory only, until the
 * system confirms its end: so Try again, after a failure or a hang, can still end it on the server.
 */
export class SessionsToEnd {
  private readonly open = new Set<string>();

  /** A session that is no longer used but not ended yet (replaced by another login): the next endAll ends it. */
  add(session: string): void {
    this.open.add(session);
  }

  /**
   * Ends `current` (when there is one) and every session whose end failed before, each on its own. Rejects
   * with the first failure; the sessions that did end are let go either way.
   */
  async endAll(current: string | null, end: (session: string) => Promise<void>): Promise<void> {
    if (current !== null) this.open.add(current);
    await Promise.all(
      [...this.open].map(async (session) => {
        await end(session);
        this.open.delete(session);
      }),
    );
  }
}
