import type { RemoteFailureReason, RemoteSystem } from '@/application/remote-system-error';
import { ANSWER_TIMEOUT_MS } from '@/infrastructure/http/http-client';

/** The seven ways a remote call goes wrong that the fault table covers, in its column order. */
export const FAULTS = [
  'status-500',
  'status-401',
  'status-403',
  'network',
  'stalled',
  'not-json',
  'wrong-shape',
] as const;

export type Fault = (typeof FAULTS)[number];

/** What a fault is, as the table's column heading and its intro say it. */
export const FAULT_NAMES: Record<Fault, { readonly heading: string; readonly meaning: string }> = {
  'status-500': { heading: 'HTTP 500', meaning: 'the system answers 500 with an empty body' },
  'status-401': { heading: 'HTTP 401', meaning: 'the system answers 401 (credentials missing or expired)' },
  'status-403': {
    heading: 'HTTP 403',
    meaning: 'the system answers 403 (refused; for Drupal also an ended session)',
  },
  network: {
    heading: 'network error',
    meaning: 'no answer at all: fetch rejects with `TypeError: Failed to fetch`',
  },
  stalled: {
    heading: 'stalled answer',
    meaning: `the answer never comes; the HTTP client gives up after ANSWER_TIMEOUT_MS (${ANSWER_TIMEOUT_MS / 1000} s)`,
  },
  'not-json': { heading: 'not JSON', meaning: 'a 200 whose body is an HTML page, not JSON' },
  'wrong-shape': { heading: 'JSON of the wrong shape', meaning: 'a 200 with `{"unexpected": true}`' },
};

/**
 * The body a wrong-shape answer carries: JSON that is none of the shapes the wire pages name
 * (docs/wire-drupal.md, docs/wire-sewobe.md, docs/wire-proposals.md).
 */
export const WRONG_SHAPE_BODY = { unexpected: true } as const;

/** The body a not-JSON answer carries: what a proxy or a PHP fatal error sends instead of JSON. */
export const NOT_JSON_BODY = '<!DOCTYPE html><html><body><h1>Service unavailable</h1></body></html>';

const SYSTEM_NAMES: Record<RemoteSystem, string> = {
  drupal: 'content system',
  sewobe: 'membership system',
  proposals: 'proposal system',
};

/** The RemoteSystemError a fault turns into, when the call reads its answer. */
export interface FaultError {
  readonly reason: RemoteFailureReason;
  readonly status: number | null;
  readonly message: string;
}

export function faultError(fault: Fault, system: RemoteSystem): FaultError {
  switch (fault) {
    case 'status-500':
    case 'status-401':
    case 'status-403': {
      const status = Number(fault.slice('status-'.length));
      return { reason: 'status', status, message: `Request failed with status code ${status}` };
    }
    case 'network':
      return { reason: 'network', status: null, message: 'Failed to fetch' };
    case 'stalled':
      return {
        reason: 'network',
        status: null,
        message: `No answer within ${ANSWER_TIMEOUT_MS / 1000} seconds`,
      };
    case 'not-json':
    case 'wrong-shape':
      return {
        reason: 'unexpected-answer',
        status: 200,
        message: `Unexpected answer from the ${SYSTEM_NAMES[system]}`,
      };
  }
}
