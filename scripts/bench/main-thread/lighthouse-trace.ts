import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launchChrome } from '../lighthouse';

/**
 * `npx tsx scripts/bench/main-thread/lighthouse-trace.ts <url> <file.json>`: one Lighthouse mobile run (as the
 * main-thread column runs it) whose trace, with its CPU profile, is written to `file.json` for profile.ts to
 * read: the tasks Lighthouse's TBT is made of, as it observed them before simulating a phone.
 */
const [url, file] = process.argv.slice(2);
if (!url || !file) throw new Error('Usage: lighthouse-trace.ts <url> <file.json>');
const chrome = await launchChrome();
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const artifacts = result?.artifacts as { Trace?: { traceEvents: unknown[] } } | undefined;
  if (!artifacts?.Trace) throw new Error('Lighthouse kept no trace.');
  writeFileSync(file, JSON.stringify(artifacts.Trace.traceEvents));
  const audits = result!.lhr.audits;
  console.log(
    `TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms, score ${result!.lhr.categories.performance?.score}`,
  );
  const items =
    (
      audits['long-tasks']?.details as
        { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined
    )?.items ?? [];
  for (const item of items)
    console.log(
      `  simulated long task at ${Math.round(item.startTime ?? 0)} ms: ${Math.round(item.duration ?? 0)} ms ${item.url ?? ''}`,
    );
} finally {
  chrome.kill();
}
