/** The text an exporter answers at `url`, or an error naming the status it answered with instead. */
export async function text(url: string): Promise<string> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer.text();
}

/** The value of an unlabelled series in Prometheus's text format, or NaN where it is missing. */
export function value(metrics: string, name: string): number {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? Number.NaN : Number(line.split(' ')[1]);
}
