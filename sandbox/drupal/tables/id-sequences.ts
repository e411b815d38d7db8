import type { SandboxDatabase } from '../../storage/database';

/**
 * The next id of a node or a comment: one above every id ever given (migration 9's `id_sequences`), so a
 * removed topic's or comment's number is never given again, as Drupal never does.
 */
export function nextEntityId(db: SandboxDatabase, entity: 'node' | 'comment'): number {
  const { last } = db.prepare('SELECT last_id AS last FROM id_sequences WHERE entity = ?').get(entity) as {
    last: number;
  };
  return last + 1;
}
