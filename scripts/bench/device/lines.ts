import type { DeviceFigures } from './column';
import { DEVICE_TARGETS, deviceLcpRatio } from './targets';
import type { DeviceVisits } from './visits-from-device';

/**
 * The device column as its own Markdown table: each visit's median LCP and first paint, its first network
 * answer (the earliest of its runs), and the two targets where issue 29 sets them.
 */
export function deviceTable({ pages, member }: DeviceFigures): string {
  const mark = (pass: boolean) => (pass ? ' ✅' : ' ❌');
  const ms = (value: number) => `${Math.round(value)} ms`;
  const versus = (visits: DeviceVisits, snapshotMs: number) => {
    const { ratio, pass } = deviceLcpRatio(visits.lcpMs, snapshotMs);
    return `${ratio.toFixed(2)}×${mark(pass)}`;
  };
  const row = (visit: string, visits: DeviceVisits, against: string, paintTarget: boolean) => [
    visit,
    ms(visits.lcpMs),
    against,
    ms(visits.fcpMs),
    firstAnswer(visits),
    paintTarget
      ? `${visits.paintedFirst ? 'yes' : 'no'}${mark(visits.paintedFirst)}`
      : visits.paintedFirst
        ? 'yes'
        : 'no',
  ];
  const rows = [
    ...pages.flatMap(({ path, kept, snapshot, online, offline }) => [
      [`\`${path}\` warm snapshot, HTTP cache`, ms(snapshot.lcpMs), '1×', '', '', ''],
      row(
        `\`${path}\` from the device${kept ? '' : ' (no copy kept)'}`,
        online,
        versus(online, snapshot.lcpMs),
        true,
      ),
      row(`\`${path}\` from the device, offline`, offline, versus(offline, snapshot.lcpMs), true),
    ]),
    ...member.flatMap(({ path, kept, withWorker, httpCacheOnly }) => [
      row(`member \`${path}\`, code from the device${kept ? ', page kept' : ''}`, withWorker, '', false),
      row(`member \`${path}\`, HTTP cache only`, httpCacheOnly, '', false),
    ]),
  ];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line([
      'repeat visit (mobile)',
      'LCP',
      `over warm snapshot (≤ ${DEVICE_TARGETS.lcpRatio}×)`,
      'first paint',
      'first network answer',
      'painted first',
    ]),
    line(['---', '---', '---', '---', '---', '---']),
    ...rows.map(line),
  ].join('\n');
}

/** The earliest network answer among the runs, from each run's start; none when no run had one. */
function firstAnswer({ runs }: DeviceVisits): string {
  const answers = runs.flatMap((run) =>
    run.firstNetworkAnswerMs === null ? [] : [run.firstNetworkAnswerMs],
  );
  if (!answers.length) return 'none';
  return `${Math.round(Math.min(...answers))} ms${answers.length < runs.length ? ` (${answers.length} of ${runs.length} runs)` : ''}`;
}
