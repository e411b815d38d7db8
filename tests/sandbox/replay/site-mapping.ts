import { demoAccount, type DemoAccountKey } from '../../../sandbox/demo-data/accounts';

/**
 * The recording's ids, accounts and times as the sandbox's: learnt from the answers of both to the same step
 * (a comment Drupal numbered 5 is the one the sandbox numbered 31; a `changed` Drupal gave at 09:37:14 is the
 * one the sandbox gave at 10:00:12), never read back from the sandbox apart from a step.
 */
export class SiteMapping {
  /** The sandbox's node and comment ids by the recording's. */
  readonly nodes: Map<number, number>;
  readonly comments: Map<number, number>;
  /** The sandbox's seconds of a date field by the recording's, per entity and field (`comment/5 changed`). */
  private readonly times = new Map<string, Map<number, number>>();

  constructor(
    seededNodes: Readonly<Record<number, number>>,
    /** The recording's `as` of each of its uids, and the demo account standing in for each `as`. */
    private readonly recordedUids: Readonly<Record<number, string>>,
    private readonly accounts: Readonly<Record<string, DemoAccountKey>>,
    /** The recording site's origin, where its bodies name it. */
    private readonly recordingOrigin: string,
    private readonly siteOrigin: () => string,
  ) {
    this.nodes = new Map(Object.entries(seededNodes).map(([id, nid]) => [Number(id), nid]));
    this.comments = new Map();
  }

  node = (id: string | number) => this.nodes.get(Number(id)) ?? id;
  comment = (id: string | number) => this.comments.get(Number(id)) ?? id;
  uid = (id: string | number) => {
    const as = this.recordedUids[Number(id)];
    const key = as === undefined ? undefined : this.accounts[as];
    return key ? demoAccount(key).uid : id;
  };
  recordedNode = (nid: number) => [...this.nodes].find(([, site]) => site === nid)?.[0];
  recordedComment = (cid: number) => [...this.comments].find(([, site]) => site === cid)?.[0];
  /** The recording's `as` for a sandbox uid. */
  recordedAs = (uid: number) =>
    Object.values(this.recordedUids).find((as) => {
      const key = this.accounts[as];
      return key !== undefined && demoAccount(key).uid === uid;
    });

  /** A recorded path under Drupal's root as the sandbox's (under `/cms`), with its ids. */
  path(path: string): string {
    return `/cms/${path}`
      .replace(/\/(node|history)\/(\d+)/, (_all, kind: string, id: string) => `/${kind}/${this.node(id)}`)
      .replace(/\/comment\/(\d+)/, (_all, id: string) => `/comment/${this.comment(id)}`)
      .replace(/\/user\/(\d+)/, (_all, id: string) => `/user/${this.uid(id)}`);
  }

  /** A recorded message with the sandbox's ids, and its `article` as the site's `group_topic`. */
  message(message: string | null): string | null {
    return (
      message
        ?.replace(
          /\((comment|node): (\d+)\)/,
          (_all, kind: string, id: string) =>
            `(${kind}: ${kind === 'node' ? this.node(id) : this.comment(id)})`,
        )
        .replace(' article ', ' group_topic ') ?? null
    );
  }

  /** A recorded `Location` (or the sandbox's) as a path under the site's root, with the sandbox's ids. */
  location(url: string | undefined, recorded: boolean): string | undefined {
    const path = url?.replace(/^https?:\/\/[^/]+(\/cms)?/, '');
    if (!recorded) return path;
    return path?.replace(
      /\/(comment|node)\/(\d+)$/,
      (_all, kind: string, id: string) => `/${kind}/${kind === 'comment' ? this.comment(id) : this.node(id)}`,
    );
  }

  /** A recorded JSON or form body with the sandbox's ids, accounts, address and times. */
  body(body: unknown, entity: string): string | undefined {
    if (body === null || body === undefined) return undefined;
    if (typeof body === 'string')
      return body
        .replace(/node_ids\[\]=(\d+)/g, (_all, id: string) => `node_ids%5B%5D=${this.node(id)}`)
        .replace(
          /^name=([^%]+)%40example\.org/,
          (_all, name: string) => `name=${this.mail(name).replace('@', '%40')}`,
        );
    const swap: Record<string, (id: number) => unknown> = {
      entity_id: this.node,
      pid: this.comment,
      uid: this.uid,
    };
    const fields = Object.entries(body as Record<string, unknown>).map(([name, value]) => {
      if (name === 'name' && typeof value === 'string') return [name, this.loginName(value)];
      if (name === 'pass' && typeof value === 'string') return [name, this.password(value)];
      if (name === 'node_ids' && Array.isArray(value))
        return [name, value.map((id: number) => this.node(id))];
      if (!Array.isArray(value)) return [name, value];
      const first = value[0] as { target_id?: number; value?: unknown } | undefined;
      if (swap[name] && first?.target_id !== undefined)
        return [name, [{ ...first, target_id: swap[name](first.target_id) }]];
      if ((name === 'changed' || name === 'created') && first?.value !== undefined)
        return [name, [{ ...first, value: this.time(entity, name, first.value) }]];
      return [name, value.map((item: { value?: unknown }) => ({ ...item, value: this.text(item.value) }))];
    });
    return JSON.stringify(Object.fromEntries(fields));
  }

  /** Learns the ids and times the sandbox gave where Drupal gave the recorded ones. */
  learn(recordedText: string | null, siteText: string) {
    let recorded: Record<string, [{ value: unknown }] | undefined>;
    let site: typeof recorded;
    try {
      recorded = JSON.parse(recordedText ?? '') as typeof recorded;
      site = JSON.parse(siteText) as typeof recorded;
    } catch {
      return;
    }
    if (typeof recorded !== 'object' || recorded === null || typeof site !== 'object' || site === null)
      return;
    const kind = recorded.cid ? 'comment' : recorded.nid ? 'node' : undefined;
    if (!kind) return;
    const idField = kind === 'comment' ? 'cid' : 'nid';
    const recordedId = Number(recorded[idField]?.[0]?.value);
    // The module's post-topic answers `{"nid": …}`.
    const siteId = Number(site[idField]?.[0]?.value ?? (site[idField] as unknown));
    if (Number.isNaN(siteId)) return;
    (kind === 'comment' ? this.comments : this.nodes).set(recordedId, siteId);
    for (const field of ['changed', 'created']) {
      const recordedSeconds = seconds(recorded[field]?.[0]?.value);
      const siteSeconds = seconds(site[field]?.[0]?.value);
      if (Number.isNaN(recordedSeconds) || Number.isNaN(siteSeconds)) continue;
      const key = `${kind}/${recordedId} ${field}`;
      const known = this.times.get(key) ?? new Map<number, number>();
      // The first the sandbox gave for it: a save that moved the sandbox's time where Drupal's stayed must not
      // teach the replay to send the moved one.
      if (!known.has(recordedSeconds)) known.set(recordedSeconds, siteSeconds);
      this.times.set(key, known);
    }
  }

  /** A recorded date value (seconds, a number, RFC 3339 or ISO 8601) as the sandbox's, in the same form. */
  private time(entity: string, field: string, value: unknown): unknown {
    const recorded = seconds(value);
    if (Number.isNaN(recorded)) return value;
    const known = [...(this.times.get(`${entity} ${field}`) ?? [])];
    // A value the sandbox never gave (a day older) keeps its distance from the nearest one it did.
    const [nearest, site] = known.sort(
      (a, b) => Math.abs(a[0] - recorded) - Math.abs(b[0] - recorded),
    )[0] ?? [recorded, recorded];
    const translated = site + recorded - nearest;
    if (typeof value === 'number') return translated;
    if (/^\d+$/.test(String(value))) return String(translated);
    const iso = new Date(translated * 1000).toISOString().replace(/\.000Z$/, '+00:00');
    return String(value).endsWith('+0000') ? iso.replace(/\+00:00$/, '+0000') : iso;
  }

  /** The recording's longest titles are written `<300000 × "a">`; its own address is the sandbox's. */
  private text(value: unknown): unknown {
    if (typeof value !== 'string') return value;
    return value
      .replace(/^<(\d+) × "(.)">$/, (_all, count: string, letter: string) => letter.repeat(Number(count)))
      .replaceAll(this.recordingOrigin, `${this.siteOrigin()}/cms`);
  }

  /**
   * The sandbox's markup as the recording's site would hold it: its own address the recording's, and the
   * portal's Drupal root (`/cms`) Drupal's (`/`) in the addresses a filter made site-relative.
   */
  recordedText(markup: string): string {
    return markup
      .replaceAll(`${this.siteOrigin()}/cms`, this.recordingOrigin)
      .replace(/(src|href)="\/cms\//g, '$1="/');
  }

  /** The demo account's address standing in for the recording's `{name}@example.org`, if any. */
  private mail(name: string): string {
    const key = this.accounts[name.toLowerCase()];
    return key ? demoAccount(key).mail : `${name}@example.org`;
  }

  /** A login name: the stand-in's address, in capitals where the recording wrote it so. */
  private loginName(name: string): string {
    const local = /^([^@]+)@example\.org$/i.exec(name)?.[1];
    if (!local) return name;
    const mail = this.mail(local);
    return name === name.toUpperCase() ? mail.toUpperCase() : mail;
  }

  /** The recording's passwords were the name before the @ with `-pass`; the stand-in's is its own. */
  private password(pass: string): string {
    const as = /^(.+)-pass$/.exec(pass)?.[1];
    const key = as === undefined ? undefined : this.accounts[as];
    return key ? demoAccount(key).password : pass;
  }
}

/** Seconds since 1970 of a date field, whichever of Drupal's forms it is given in. */
export function seconds(value: unknown): number {
  if (typeof value === 'number') return value;
  if (/^\d+$/.test(String(value))) return Number(value);
  return value === undefined || value === null ? Number.NaN : Date.parse(String(value)) / 1000;
}
