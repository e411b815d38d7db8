import Database from 'better-sqlite3';
import { EVENT_ID_PREFIX, TOPIC_TITLE_PREFIX } from './scenarios';

/** What the database holds of one write scenario, against what the load generator was told was stored. */
export interface WriteCheck {
  acknowledged: number;
  rows: number;
  /** Writes answered 2xx that the database does not hold: must be 0. */
  missing: number;
}

/** Reads the sandbox's SQLite file from this process (read-only) while the sandbox still runs. */
export function checkStoredWrites(
  dbFile: string,
  scenario: 'topics' | 'proposals',
  acknowledged: Set<string>,
): WriteCheck {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const ids =
      scenario === 'topics'
        ? db
            .prepare<[string], { id: number }>('SELECT nid AS id FROM group_topics WHERE title LIKE ?')
            .all(`${TOPIC_TITLE_PREFIX}%`)
        : db
            .prepare<[string], { id: string }>(
              'SELECT event_id AS id FROM proposal_forms WHERE event_id LIKE ?',
            )
            .all(`${EVENT_ID_PREFIX}%`);
    const stored = new Set(ids.map(({ id }) => String(id)));
    const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
    return { acknowledged: acknowledged.size, rows: stored.size, missing };
  } finally {
    db.close();
  }
}
