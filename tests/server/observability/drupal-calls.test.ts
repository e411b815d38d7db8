import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeDrupalCalls, type CallOutcome } from '@/server/observability/drupal-calls';
import { startRecordingServer, type RecordingServer } from '../../support/recording-server';
import { startStallingServer, type StallingServer } from '../../support/stalling-server';

/** A GET as the renderer's transport sends it (node:http), settled however it ends. */
const call = (url: string, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const request = get(url, signal ? { signal } : {}, (answer) => answer.resume().on('end', resolve));
    request.on('error', () => resolve());
  });

describe('the calls to Drupal, as Node’s HTTP client reports them', () => {
  let drupal: RecordingServer;
  let hanging: StallingServer;
  let other: RecordingServer;
  beforeAll(async () => {
    drupal = await startRecordingServer(({ url }) => ({
      status: Number(/status=(\d+)/.exec(url)?.[1] ?? 200),
    }));
    hanging = await startStallingServer();
    other = await startRecordingServer(() => ({}));
  });
  afterAll(async () => {
    await Promise.all([drupal.close(), hanging.close(), other.close()]);
  });

  /** The outcomes heard while `calls` run, for a Drupal at `base`. */
  async function heard(base: string, calls: () => Promise<unknown>): Promise<CallOutcome[]> {
    const outcomes: CallOutcome[] = [];
    const stop = observeDrupalCalls(base, (outcome, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      outcomes.push(outcome);
    });
    try {
      await calls();
    } finally {
      stop();
    }
    return outcomes;
  }

  it('hears each call below Drupal’s address once, by its status’s class', async () => {
    const base = `${drupal.origin}/cms/`;
    const outcomes = await heard(base, async () => {
      for (const status of [200, 302, 404, 503]) await call(`${base}necs-json?status=${status}`);
    });
    expect(outcomes).toEqual(['2xx', '3xx', '4xx', '5xx']);
  });

  it('hears a refused call as an error, and one the render gave up on as aborted', async () => {
    expect(await heard('http://127.0.0.1:9/', () => call('http://127.0.0.1:9/x'))).toEqual(['error']);
    const aborted = await heard(hanging.url, () => call(`${hanging.url}x`, AbortSignal.timeout(50)));
    expect(aborted).toEqual(['aborted']);
  });

  it('hears no call to another address, nor one outside Drupal’s path, and nothing once stopped', async () => {
    const base = `${drupal.origin}/cms/`;
    expect(
      await heard(base, async () => {
        await call(`${other.origin}/cms/x`);
        await call(`${drupal.origin}/membership/x`);
      }),
    ).toEqual([]);
    const outcomes: CallOutcome[] = [];
    observeDrupalCalls(base, (outcome) => outcomes.push(outcome))();
    await call(`${base}x`);
    expect(outcomes).toEqual([]);
  });
});
