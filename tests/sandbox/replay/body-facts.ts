/**
 * The facts of a comment's or a node's JSON answer that compare across two sites (the fourth recording's
 * `facts`, tests/sandbox/recorded/README.md): labels instead of ids, deltas instead of counts, whether
 * `changed` moved since the entity was last seen. One reader per site, fed every answer in the order sent,
 * remembers what it saw; the replay reads the recording's bodies with one and the sandbox's with another.
 */

/** How a site's ids read as the recording's labels (`A`, `S`, `member`). */
export interface SiteLabels {
  node(id: number): string;
  /** `unlabelled` for a comment the recording named no label for. */
  comment(id: number): string;
  user(id: number): string;
  /** A node's title as the recording's site would hold it (the sandbox's seeded topics have titles of their own). */
  title(id: number, title: string): string;
  /** A body's markup as the recording's site would hold it (its own address, Drupal's root). */
  text(markup: string): string;
}

type Field<T> = readonly T[] | undefined;
interface EntityBody {
  nid?: Field<{ value: number }>;
  cid?: Field<{ value: number }>;
  uid?: Field<{ target_id: number }>;
  pid?: Field<{ target_id: number }>;
  status?: Field<{ value: boolean }>;
  sticky?: Field<{ value: boolean }>;
  promote?: Field<{ value: boolean }>;
  title?: Field<{ value: string }>;
  thread?: Field<{ value: string }>;
  subject?: Field<{ value: string }>;
  created?: Field<{ value: string | number }>;
  changed?: Field<{ value: string | number }>;
  comment_body?: Field<{ value: string; format: string; processed: string }>;
  body?: Field<{ processed: string }>;
  comment?: Field<{
    cid: number;
    last_comment_timestamp: number;
    last_comment_name: string | null;
    last_comment_uid: number;
    comment_count: number;
  }>;
}

/** Seconds since 1970 of a date field, whichever of Drupal's formats it is given in. */
const seconds = (value: string | number | undefined) =>
  typeof value === 'number'
    ? value
    : /^\d+$/.test(value ?? '')
      ? Number(value)
      : Date.parse(value ?? '') / 1000;

export class BodyFacts {
  /** Each entity's `changed` when last seen, by `comment/{id}` or `node/{id}`. */
  private readonly lastChanged = new Map<string, number>();
  /** Each entity's `created`, `uid` and (nodes) comment count when first seen. */
  private readonly first = new Map<string, { created: number; uid: number; count: number }>();

  constructor(private readonly labels: SiteLabels) {}

  /** Counts a node's comments from now on, as the recording does where it reads a delta of 0. */
  rebase(nid: number, count: number) {
    const first = this.first.get(`node/${nid}`);
    if (first) first.count = count;
  }

  /** The facts of a JSON body, or null for one that is neither a comment nor a node. */
  of(text: string | null): Record<string, unknown> | null {
    let body: EntityBody;
    try {
      body = JSON.parse(text ?? '') as EntityBody;
    } catch {
      return null;
    }
    if (typeof body !== 'object' || body === null) return null;
    if (body.cid?.[0]) return this.comment(body);
    if (body.nid?.[0]) return this.node(body);
    return null;
  }

  private markup(value: string | undefined) {
    return value === undefined ? null : this.labels.text(value);
  }

  private moved(key: string, body: EntityBody) {
    const changed = seconds(body.changed?.[0]?.value);
    const before = this.lastChanged.get(key);
    this.lastChanged.set(key, changed);
    const first = (this.first.get(key) ?? {
      created: seconds(body.created?.[0]?.value),
      uid: body.uid?.[0]?.target_id ?? 0,
      count: body.comment?.[0]?.comment_count ?? 0,
    }) as { created: number; uid: number; count: number };
    this.first.set(key, first);
    return {
      moved: before === undefined ? null : before !== changed,
      created_unchanged: first.created === seconds(body.created?.[0]?.value),
      uid_unchanged: first.uid === body.uid?.[0]?.target_id,
      first,
    };
  }

  private comment(body: EntityBody) {
    const cid = body.cid![0]!.value;
    const { moved, created_unchanged, uid_unchanged } = this.moved(`comment/${cid}`, body);
    const text = body.comment_body?.[0];
    const pid = body.pid?.[0]?.target_id;
    return {
      comment: this.labels.comment(cid),
      uid: this.labels.user(body.uid?.[0]?.target_id ?? 0),
      pid: pid === undefined ? null : this.labels.comment(pid),
      status: body.status?.[0]?.value ?? null,
      // `01/` is a top-level comment, `01.00/` its first reply.
      thread_depth: (body.thread?.[0]?.value ?? '').split('.').length - 1,
      subject: body.subject?.[0]?.value ?? null,
      body: this.markup(text?.value),
      format: text?.format ?? null,
      processed: this.markup(text?.processed),
      changed_moved_since_last_seen: moved,
      created_unchanged,
      uid_unchanged,
    };
  }

  private node(body: EntityBody) {
    const nid = body.nid![0]!.value;
    const { moved, created_unchanged, first } = this.moved(`node/${nid}`, body);
    const statistics = body.comment?.[0];
    const latest = statistics?.cid ?? 0;
    const latestChanged = this.lastChanged.get(`comment/${latest}`);
    const timestamp = statistics?.last_comment_timestamp;
    let timestampIs: string | null = null;
    if (latest === 0) timestampIs = timestamp === first.created ? 'node created' : 'another time';
    else if (latestChanged !== undefined)
      timestampIs = timestamp === latestChanged ? 'its changed' : 'another time';
    return {
      node: this.labels.node(nid),
      sticky: body.sticky?.[0]?.value ?? null,
      promote: body.promote?.[0]?.value ?? null,
      status: body.status?.[0]?.value ?? null,
      uid: this.labels.user(body.uid?.[0]?.target_id ?? 0),
      title: this.labels.title(nid, body.title?.[0]?.value ?? ''),
      last_comment: latest === 0 ? 0 : this.labels.comment(latest),
      last_comment_uid: this.labels.user(statistics?.last_comment_uid ?? 0),
      last_comment_name: statistics?.last_comment_name ?? null,
      last_comment_timestamp_is: timestampIs,
      comment_count_delta: (statistics?.comment_count ?? 0) - first.count,
      created_unchanged,
      body_processed: this.markup(body.body?.[0]?.processed),
      changed_moved: moved,
    };
  }
}

/** The facts named in `recorded`, of those read: what a recording's `facts` compare (one named `undefined` not). */
export function named(read: Record<string, unknown> | null, recorded: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(recorded)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => [key, read?.[key]]),
  );
}
