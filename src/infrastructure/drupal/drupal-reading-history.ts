import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { ReadingHistory } from '@/application/groups/reading-history';
import type { ReadOptions } from '@/application/read-options';
import type { HttpClient } from '../http/http-client';
import { parseAnswer, wireNumber } from '../wire/answer-parsing';
import { DrupalHttp } from './drupal-connection';
import { wholeId } from './drupal-views';
import { isoOfUnixSeconds } from './wire/topic-schema';

/** `{"1": 1732600000, "2": 0}`: unix seconds by nid, 0 for a node never read. */
const timestampsSchema = z.record(z.string(), wireNumber);

/**
 * Drupal's history module (docs/wire-groups.md, "Reading history"): its routes take no `_format` and answer
 * 403 to a visitor. Core declares no CSRF requirement, but the association's site asks the header of every
 * unsafe call from a session, so both calls send it (core accepts it). The timestamps are asked as a form,
 * `node_ids[]` repeated, as core's own script asks: a JSON body is 404.
 */
@injectable()
export class DrupalReadingHistory implements ReadingHistory {
  constructor(@inject(DrupalHttp) private readonly http: HttpClient) {}

  async markRead(writer: number, nid: number): Promise<void> {
    await this.http.post(`history/${wholeId(nid)}/read`, undefined, { csrf: { writer } });
  }

  async lastRead(
    nids: readonly number[],
    { signal }: ReadOptions = {},
  ): Promise<ReadonlyMap<number, string | null>> {
    if (nids.length === 0) return new Map();
    const form = new URLSearchParams(nids.map((nid) => ['node_ids[]', String(wholeId(nid))]));
    const { data } = await this.http.post<unknown>('history/get_node_read_timestamps', form, {
      csrf: 'session',
      signal,
      // A read, which a member's server render may send too (its marks of new comments).
      readsOnly: true,
    });
    const stamps = parseAnswer('drupal', timestampsSchema, data);
    return new Map(
      nids.map((nid) => {
        const seconds = stamps[String(nid)] ?? 0;
        return [nid, seconds > 0 ? isoOfUnixSeconds(seconds) : null];
      }),
    );
  }
}
