import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GROUP_SEEDS } from '../../sandbox/demo-data/groups';
import { TOPIC_SEEDS } from '../../sandbox/demo-data/topics';
import { loadMigrations, migrate } from '../../sandbox/storage/migrations';
import { createSession, findActiveSession } from '../../sandbox/drupal/tables/sessions';

const count = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('migration 3: working groups', () => {
  it('gives a database of version 2 the groups with their demo rows, and keeps what it had', async () => {
    const migrations = await loadMigrations();
    const db = new Database(':memory:');
    try {
      migrate(db, migrations.slice(0, 2));
      const session = createSession(db, 7);
      migrate(db, migrations.slice(0, 3));
      expect(db.pragma('user_version', { simple: true })).toBe(3);
      expect(findActiveSession(db, session.id)?.uid).toBe(7);
      expect(count(db, 'work_groups')).toBe(GROUP_SEEDS.length);
      expect(count(db, 'group_members')).toBe(GROUP_SEEDS.flatMap((group) => group.members).length);
      expect(count(db, 'group_topics')).toBe(TOPIC_SEEDS.length);
      expect(count(db, 'topic_comments')).toBe(TOPIC_SEEDS.flatMap((topic) => topic.comments).length);
      expect(count(db, 'topic_files')).toBe(TOPIC_SEEDS.flatMap((topic) => topic.files).length);
    } finally {
      db.close();
    }
  });

  it('seeds at least 12 groups, the member (uid 7) in two, one led by the organizer (uid 5)', () => {
    expect(GROUP_SEEDS.length).toBeGreaterThanOrEqual(12);
    const withMember = GROUP_SEEDS.filter((group) => group.members.some((member) => member.uid === 7));
    expect(withMember).toHaveLength(2);
    const ledByOrganizer = GROUP_SEEDS.filter((group) =>
      group.members.some((member) => member.uid === 5 && member.roles.includes('workgroup-leader')),
    );
    expect(ledByOrganizer).toHaveLength(1);
  });
});
