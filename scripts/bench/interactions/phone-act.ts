import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { openRendered } from '../pages';
import { median } from '../statistics';
import { actLatency, watchEvents, type ActLatency } from './event-timing';
import type { Interaction } from './interactions';

/** A mid-range phone: its screen, and its CPU four times slower than this machine's. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, cpuSlowdown: 4 } as const;

/** An interaction's rounds on one build, as its table cell and target read them. */
export interface BuildLatency {
  /** Each round's latency in ms; null for a round whose act failed. */
  readonly rounds: readonly (number | null)[];
  readonly medianMs: number;
  readonly worstMs: number;
  /** The event of the worst round (`pointerup`, `keydown`…). */
  readonly worstEvent: string | null;
}

/** Where the acts are done: the portal's origin and the member's one tab there, logged in. */
export interface ActTarget {
  readonly origin: string;
  readonly member: Page;
}

/** A context with the phone's screen and touch; no service worker, so every page comes from the server alike. */
export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const { width, height, deviceScaleFactor } = PHONE;
  return browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
}

/**
 * One act on a settled page (loaded unslowed), the CPU slowed four times from `ready` until the act's
 * response is on screen: in a fresh visitor's tab, or in the member's tab (where the login is kept).
 * Null when the act failed, which `log` tells.
 */
export async function measureOnce(
  browser: Browser,
  target: ActTarget,
  interaction: Interaction,
  log: (line: string) => void,
): Promise<ActLatency | null> {
  const visitor = interaction.reader === 'visitor' ? await phoneContext(browser, target.origin) : null;
  const page = visitor ? await visitor.newPage() : target.member;
  try {
    await openRendered(page, interaction.path);
    const cpu = await page.context().newCDPSession(page);
    try {
      await slowDown(cpu, PHONE.cpuSlowdown);
      await interaction.ready?.(page);
      await watchEvents(page);
      await interaction.act(page);
      return await actLatency(page);
    } finally {
      await slowDown(cpu, 1);
      await cpu.detach();
    }
  } catch (error) {
    log(`${interaction.name} failed on ${target.origin}: ${String(error)}`);
    return null;
  } finally {
    await visitor?.close();
  }
}

/** The rounds of one interaction on one build: each round's latency, their median and the worst with its event. */
export function latencyOf(outcomes: readonly (ActLatency | null)[]): BuildLatency {
  const done = outcomes.filter((outcome): outcome is ActLatency => outcome !== null);
  const worst = done.reduce<ActLatency | null>(
    (slowest, outcome) => (slowest === null || outcome.ms > slowest.ms ? outcome : slowest),
    null,
  );
  return {
    rounds: outcomes.map((outcome) => outcome?.ms ?? null),
    medianMs: median(done.map((outcome) => outcome.ms)),
    worstMs: worst?.ms ?? Number.NaN,
    worstEvent: worst?.event ?? null,
  };
}

const slowDown = (cpu: CDPSession, rate: number) => cpu.send('Emulation.setCPUThrottlingRate', { rate });
