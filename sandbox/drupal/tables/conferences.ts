import type { SandboxDatabase } from '../../storage/database';
import { toNode, type NodeRecord, type NodeRow } from './nodes';

export interface ConferenceDetails {
  /** YYYY-MM-DD, or both '' while the dates are to be announced (Drupal then stores no field item). */
  dateStart: string;
  dateEnd: string;
  location: string;
}

export type Conference = NodeRecord & ConferenceDetails;

export interface ConferenceOrder {
  column: 'date_start' | 'title' | 'created';
  direction: 'ASC' | 'DESC';
}

type ConferenceRow = NodeRow & { date_start: string; date_end: string; location: string };

const SELECT_CONFERENCES = `SELECT n.*, c.date_start, c.date_end, c.location
  FROM nodes n JOIN conference_details c ON c.nid = n.nid`;

export function countConferences(db: SandboxDatabase): number {
  const row = db.prepare('SELECT COUNT(*) AS count FROM conference_details').get() as { count: number };
  return row.count;
}

export function listConferences(
  db: SandboxDatabase,
  order: ConferenceOrder,
  limit: number,
  offset: number,
): Conference[] {
  const rows = db
    .prepare(`${SELECT_CONFERENCES} ORDER BY ${orderBy(order)}, n.nid LIMIT ? OFFSET ?`)
    .all(limit, offset) as ConferenceRow[];
  return rows.map(toConference);
}

/**
 * Missing dates sort as PostgreSQL sorts a missing value: as the largest, so first when descending. That
 * puts the conference a client cannot list by date on the first page, where a careless client trips.
 */
function orderBy({ column, direction }: ConferenceOrder): string {
  if (column !== 'date_start') return `n.${column} ${direction}`;
  return `c.date_start = '' ${direction}, c.date_start ${direction}`;
}

export function findConference(db: SandboxDatabase, nid: number): Conference | undefined {
  const row = db.prepare(`${SELECT_CONFERENCES} WHERE n.nid = ?`).get(nid) as ConferenceRow | undefined;
  return row && toConference(row);
}

export function insertConferenceDetails(db: SandboxDatabase, nid: number, details: ConferenceDetails): void {
  db.prepare('INSERT INTO conference_details (nid, date_start, date_end, location) VALUES (?, ?, ?, ?)').run(
    nid,
    details.dateStart,
    details.dateEnd,
    details.location,
  );
}

function toConference(row: ConferenceRow): Conference {
  return { ...toNode(row), dateStart: row.date_start, dateEnd: row.date_end, location: row.location };
}
