import type { Page } from '@playwright/test';

interface EventEntry {
  readonly name: string;
  readonly duration: number;
  readonly interactionId: number;
}

/** What one measured act did: its slowest interaction and the event that took that long. */
export interface ActLatency {
  /** The longest Event Timing entry of an interaction (interactionId > 0), as web-vitals' INP takes it. */
  readonly ms: number;
  readonly event: string | null;
  /** Interactions the act made (a typed word makes one per key). */
  readonly interactions: number;
}

/** How long the entries of the last frame may take to arrive after the act's response is on screen. */
const LAST_ENTRIES_MS = 400;

/**
 * Starts collecting the page's Event Timing entries of 16 ms or more (the smallest threshold Chromium takes),
 * forgetting any collected before; call on a settled page, just before the act.
 */
export async function watchEvents(page: Page): Promise<void> {
  // tsx compiles with esbuild's keepNames: a function sent to the page calls its `__name` helper.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate(() => {
    const target = window as unknown as {
      __benchEvents?: EventEntry[];
      __benchObserver?: PerformanceObserver;
    };
    target.__benchObserver?.disconnect();
    const entries: EventEntry[] = [];
    target.__benchEvents = entries;
    target.__benchObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    });
    target.__benchObserver.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/**
 * The act's latency, from the entries collected since `watchEvents`: the longest entry of any interaction,
 * 0 when every one took under 16 ms. Waits for the entries of the act's last frames first.
 */
export async function actLatency(page: Page): Promise<ActLatency> {
  await page.waitForTimeout(LAST_ENTRIES_MS);
  const entries = await page.evaluate(
    () => (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents,
  );
  const ofInteractions = entries.filter((entry) => entry.interactionId > 0);
  const longest = ofInteractions.reduce<EventEntry | null>(
    (slowest, entry) => (slowest === null || entry.duration > slowest.duration ? entry : slowest),
    null,
  );
  return {
    ms: longest?.duration ?? 0,
    event: longest?.name ?? null,
    interactions: new Set(ofInteractions.map((entry) => entry.interactionId)).size,
  };
}
