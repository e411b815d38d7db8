import type { CDPSession, Page } from '@playwright/test';

/** What V8's precise coverage reports per script (the DevTools protocol's Profiler domain). */
interface ScriptCoverage {
  url: string;
  functions: { ranges: { count: number }[] }[];
}

/**
 * The source files whose code runs while `act` runs in the page: V8's call counts, reset just before the
 * action and read just after it. The dev server serves every source file as its own module, so a script's
 * URL names its file. A file counts when any of its functions ran, its module body included (a part loaded
 * during the action is on its path too).
 */
export async function filesRunDuring(page: Page, act: () => Promise<void>): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  // Reading the coverage resets the counts: what ran before the action is left behind.
  await takeCoverage(cdp);
  await act();
  const scripts = await takeCoverage(cdp);
  await cdp.send('Profiler.stopPreciseCoverage');
  await cdp.detach();
  const ran = new Set<string>();
  for (const { url, functions } of scripts) {
    const file = sourceFileOf(url);
    if (file && functions.some(({ ranges }) => (ranges[0]?.count ?? 0) > 0)) ran.add(file);
  }
  return ran;
}

async function takeCoverage(cdp: CDPSession): Promise<ScriptCoverage[]> {
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  return result;
}

/** `http://127.0.0.1:5173/src/ui/x.tsx?t=1` → `src/ui/x.tsx`; anything else (libraries, vite's client) → null. */
function sourceFileOf(url: string): string | null {
  const match = /^https?:\/\/[^/]+\/(src\/[^?#]+\.tsx?)(?:[?#].*)?$/.exec(url);
  return match?.[1] ?? null;
}
