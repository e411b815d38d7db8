import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { presetContext } from './emulation';
import { MEMBERS_GROUP, PROPOSAL_FORM, logInAsMember } from './pages';
import { percentile } from './statistics';

/**
 * Typing latency: about 200 characters typed into the New Topic editor (Quill) and into the proposal form's
 * abstract, 30 ms apart (a fast typist), desktop screen, no throttling. Chromium's Event Timing entries of at
 * least 16 ms (the smallest threshold it allows) are collected per keystroke; a keystroke without one took
 * less than 16 ms.
 */
export interface TypingLatency {
  form: string;
  keystrokes: number;
  /** Keystrokes whose slowest event took 16 ms or more. */
  slowKeystrokes: number;
  longestMs: number;
  /** The 95th percentile over all keystrokes, 0 standing for "under 16 ms". */
  p95Ms: number;
  longestEvent: string | null;
}

const TEXT = 'Slow cinema and the archive: duration as a method of film historiography. '
  .repeat(3)
  .slice(0, 200);
const KEY_DELAY_MS = 30;

export async function measureTyping(browser: Browser, origin: string): Promise<TypingLatency[]> {
  const context = await presetContext(browser, 'desktop', origin);
  const page = await context.newPage();
  await logInAsMember(page);

  await page.goto(MEMBERS_GROUP);
  const editor = page.getByRole('region', { name: 'New topic' }).getByRole('textbox', { name: 'Message' });
  const inEditor = await typeAndMeasure(page, editor, 'editor (New Topic, Quill)');

  await page.goto(PROPOSAL_FORM);
  const abstract = page.getByRole('textbox', { name: /^Abstract/ });
  const inForm = await typeAndMeasure(page, abstract, 'proposal form (abstract)');
  await context.close();
  return [inEditor, inForm];
}

/** The events a keystroke causes; a pointer event reported late from the click into the field is not one. */
const KEYSTROKE_EVENTS = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'textInput']);

interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
}

async function typeAndMeasure(page: Page, field: Locator, form: string): Promise<TypingLatency> {
  await expect(field).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await field.click();
  await page.evaluate(() => {
    const entries: EventEntry[] = [];
    (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await page.keyboard.type(TEXT, { delay: KEY_DELAY_MS });
  // Entries arrive after the frame that presents the event; let the last ones land.
  await page.waitForTimeout(500);
  const entries = await page.evaluate(
    () => (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents,
  );
  return summarise(form, entries);
}

function summarise(form: string, allEntries: EventEntry[]): TypingLatency {
  const entries = allEntries.filter((entry) => KEYSTROKE_EVENTS.has(entry.name));
  const slowestPerKeystroke = new Map<number, number>();
  for (const { interactionId, duration } of entries)
    if (interactionId > 0)
      slowestPerKeystroke.set(interactionId, Math.max(duration, slowestPerKeystroke.get(interactionId) ?? 0));
  const perKeystroke = [...slowestPerKeystroke.values()];
  const under16 = Array.from({ length: Math.max(0, TEXT.length - perKeystroke.length) }, () => 0);
  const longest = entries.reduce<EventEntry | null>(
    (slowest, entry) => (slowest === null || entry.duration > slowest.duration ? entry : slowest),
    null,
  );
  return {
    form,
    keystrokes: TEXT.length,
    slowKeystrokes: perKeystroke.length,
    longestMs: longest?.duration ?? 0,
    p95Ms: percentile([...perKeystroke, ...under16], 95),
    longestEvent: longest?.name ?? null,
  };
}
