/**
 * Issue 29's targets for a repeat visit from the device: LCP at most half the script-free snapshot's, warm from
 * the HTTP cache, and the first paint before any of the page's network requests has completed.
 */
export const DEVICE_TARGETS = { lcpRatio: 0.5 } as const;

/** A visit painted before the network answered it; one nothing came to from the network painted first. */
export function paintedBeforeNetwork(visit: { fcpMs: number; firstNetworkAnswerMs: number | null }): boolean {
  return visit.firstNetworkAnswerMs === null || visit.fcpMs < visit.firstNetworkAnswerMs;
}

/** The device's LCP over the warm snapshot's, held to the target (NaN, a paint not seen, never passes). */
export function deviceLcpRatio(deviceMs: number, snapshotMs: number): { ratio: number; pass: boolean } {
  const ratio = deviceMs / snapshotMs;
  return { ratio, pass: ratio <= DEVICE_TARGETS.lcpRatio };
}
