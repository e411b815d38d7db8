import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIELD_DATA_MAX_BYTES } from '@/infrastructure/field-data/field-data-wire';
import { fieldErrors, fieldLayoutShift, fieldWebVitals } from './observability/metrics';
import { fieldReportOf, type FieldReport } from './observability/field-report';

/** sendBeacon sends a string as text/plain; a client that says JSON is welcome too. Anything else is no report. */
const REPORT_TYPE = /^(text\/plain|application\/json)\s*(;|$)/i;

/**
 * `POST /field-data`: one browser's report (docs/privacy.md), counted in the metrics and then forgotten. Answers
 * 204 to a report, 400 to anything that is not one, 405, 413 or 415 as HTTP says; never a body, never a log
 * line: the request's address, headers and id go nowhere, so nothing of a reader outlives this call.
 */
export async function answerFieldData(
  request: IncomingMessage,
  response: ServerResponse,
  appName: string,
): Promise<void> {
  if (request.method !== 'POST') return end(response, 405, { allow: 'POST' });
  if (!REPORT_TYPE.test(request.headers['content-type'] ?? '')) return end(response, 415);
  if (Number(request.headers['content-length'] ?? 0) > FIELD_DATA_MAX_BYTES) return end(response, 413);
  const body = await bodyUpTo(request, FIELD_DATA_MAX_BYTES);
  if (body === null) return end(response, 413);
  const report = fieldReportOf(parsed(body), appName);
  if (report === null) return end(response, 400);
  count(report);
  end(response, 204);
}

function count(report: FieldReport): void {
  const { screen } = report;
  if ('error' in report) fieldErrors.inc({ kind: report.error, screen });
  else if (report.metric === 'CLS') fieldLayoutShift.observe({ screen }, report.value);
  else fieldWebVitals.observe({ metric: report.metric, screen }, report.value / 1000);
}

/** An answer without a body; nothing about a report is worth keeping in a cache either. */
function end(response: ServerResponse, status: number, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'cache-control': 'no-store', ...headers }).end();
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The body as text, or null when it passes `limit` bytes (a chunked body says no length up front). The rest is
 * read and dropped rather than the connection cut, so the client gets its 413; nginx lets no more than the
 * limit through anyway (client_max_body_size).
 */
async function bodyUpTo(request: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks).toString('utf8');
}
