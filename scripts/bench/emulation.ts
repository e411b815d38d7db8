import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_PATH, chromiumFlags } from './chromium';
import type { Preset } from './lighthouse';

/**
 * Lighthouse's two presets replayed in Playwright, for the figures Lighthouse cannot give (repeat visits,
 * request waterfalls, clicks): its screen and user agent, and its throttling applied the DevTools way
 * (Lighthouse's own "devtools" factors: 3.75× the round trip per request, 0.9× the throughput), because
 * Playwright runs the page for real instead of simulating the load afterwards as Lighthouse does.
 */
const NETWORK: Record<Preset, { latencyMs: number; downloadKbps: number; uploadKbps: number; cpu: number }> =
  {
    mobile: {
      latencyMs: throttling.mobileSlow4G.requestLatencyMs,
      downloadKbps: throttling.mobileSlow4G.downloadThroughputKbps,
      uploadKbps: throttling.mobileSlow4G.uploadThroughputKbps,
      cpu: throttling.mobileSlow4G.cpuSlowdownMultiplier,
    },
    // Lighthouse leaves the DevTools figures of its desktop preset unset; the same factors applied to its RTT.
    desktop: {
      latencyMs: throttling.desktopDense4G.rttMs * 3.75,
      downloadKbps: throttling.desktopDense4G.throughputKbps * 0.9,
      uploadKbps: throttling.desktopDense4G.throughputKbps * 0.9,
      cpu: throttling.desktopDense4G.cpuSlowdownMultiplier,
    },
  };

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumFlags() });

/**
 * A fresh context (empty cache and storage) with the preset's screen and user agent; service workers allowed
 * unless `serviceWorkers` is 'block' (a visit served by the HTTP cache alone).
 */
export function presetContext(
  browser: Browser,
  preset: Preset,
  baseURL: string,
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<BrowserContext> {
  const screen = screenEmulationMetrics[preset];
  if (!screen) throw new Error(`Lighthouse has no screen for the ${preset} preset.`);
  return browser.newContext({
    baseURL,
    serviceWorkers,
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
    userAgent: userAgents[preset],
  });
}

/**
 * The preset's network as CDP's `Network.emulateNetworkConditions` takes it. `offline` for a tab of a context
 * set offline: the last conditions sent for a target win, so a throttled tab must say offline itself.
 */
export function networkConditions(preset: Preset, offline = false) {
  const { latencyMs, downloadKbps, uploadKbps } = NETWORK[preset];
  return {
    offline,
    latency: latencyMs,
    downloadThroughput: (downloadKbps * 1024) / 8,
    uploadThroughput: (uploadKbps * 1024) / 8,
  };
}

/** Throttles this page's network and CPU as the preset does; applies to this tab only. */
export async function throttle(page: Page, preset: Preset, offline = false): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', networkConditions(preset, offline));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: NETWORK[preset].cpu });
}

/** Bypasses the HTTP cache for this tab, so every byte a load needs is fetched and counted. */
export async function disableCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}
