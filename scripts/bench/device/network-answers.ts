/** A DevTools protocol event, from a tab's session or the service worker's. */
export interface ProtocolEvent {
  method: string;
  params: Record<string, unknown>;
}

interface Sent {
  timestamp: number;
  wallTime: number;
}

interface Received {
  fromDiskCache?: boolean;
  fromServiceWorker?: boolean;
  fromPrefetchCache?: boolean;
}

/**
 * When answers from the network completed, in epoch ms, from the Network events of the targets a load involves
 * (the tab's and its service worker's, as `source`). An answer from the worker's caches or from the HTTP cache
 * never reached the network and does not count; a revalidation (304) did. Playwright's own request events
 * cannot tell a disk-cache answer from the network's, hence the protocol. A finish is put on the wall clock
 * through its request's `wallTime`, as the page's `performance.timeOrigin` is, so the two compare.
 */
export class NetworkAnswers {
  private readonly sent = new Map<string, Sent>();
  private readonly fromCache = new Set<string>();
  private readonly fromNetwork = new Set<string>();
  private readonly completed: number[] = [];

  take(source: string, { method, params }: ProtocolEvent): void {
    const key = `${source} ${String(params.requestId)}`;
    if (method === 'Network.requestWillBeSent') this.sent.set(key, params as unknown as Sent);
    else if (method === 'Network.requestServedFromCache') this.fromCache.add(key);
    else if (method === 'Network.responseReceived') {
      const response = params.response as Received;
      const cached = response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache;
      if (!cached && !this.fromCache.has(key)) this.fromNetwork.add(key);
    } else if (method === 'Network.loadingFinished' && this.fromNetwork.has(key)) {
      const sent = this.sent.get(key);
      const finished = params.timestamp as number;
      if (sent) this.completed.push((sent.wallTime + finished - sent.timestamp) * 1000);
    }
  }

  /** The first completion at or after `since` (epoch ms): a tab's load, one tab at a time. */
  firstSince(since: number): number | null {
    const after = this.completed.filter((at) => at >= since);
    return after.length ? Math.min(...after) : null;
  }
}
