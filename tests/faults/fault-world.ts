import type { RemoteSystem } from '@/application/remote-system-error';
import {
  HttpStatusFailure,
  type HttpRequest,
  type HttpResponse,
  type Send,
} from '@/infrastructure/http/http-request';
import { NOT_JSON_BODY, WRONG_SHAPE_BODY, type Fault } from './faults';
import { healthyAnswer, MEMBER_ID, type Answer } from './healthy-answers';

interface Armed {
  readonly system: RemoteSystem;
  readonly route: RegExp;
  readonly fault: Fault;
  /** Whether a 401/403 stands for an ended session: page answers report nobody after it. */
  readonly endsSession: boolean;
}

/**
 * The three remote systems as transports: every call answers healthily (healthy-answers.ts) except the
 * ones the armed fault's route names, which fail as that fault says. Installed below the HTTP client's
 * authentication and answer limit (the client's replaceable `transport`), so the real adapters, the CSRF
 * and bearer handling and the 25 s limit all take part.
 */
export class FaultWorld {
  private armed: Armed | null = null;
  /** The user Drupal's page answers report. */
  reportedUser = MEMBER_ID;
  /** Every call, as `system METHOD path`, in order. */
  readonly calls: string[] = [];
  /** Calls the armed fault broke. */
  faulted = 0;

  arm(armed: Armed): void {
    this.armed = armed;
  }

  /** The system works again (the person's Try again then succeeds). */
  disarm(): void {
    this.armed = null;
  }

  transportFor(system: RemoteSystem): Send {
    return (request) => this.answer(system, request);
  }

  private async answer(system: RemoteSystem, request: HttpRequest): Promise<HttpResponse> {
    const path = request.url.split('?')[0] ?? '';
    const route = `${request.method.toUpperCase()} ${path}`;
    this.calls.push(`${system} ${route}`);
    const armed = this.armed;
    if (armed && armed.system === system && armed.route.test(route)) {
      this.faulted++;
      if (armed.endsSession && (armed.fault === 'status-401' || armed.fault === 'status-403'))
        this.reportedUser = 0;
      return faulty(request, armed.fault);
    }
    bodySent(request);
    const method = request.method.toUpperCase();
    return respond(request, healthyAnswer(system, path, this.reportedUser, method, request.data));
  }
}

/** As XMLHttpRequest reports the end of an upload's body (its last `progress` event). */
function bodySent({ onUploadProgress }: HttpRequest): void {
  onUploadProgress?.({ loaded: 1024, total: 1024 });
}

function respond(request: HttpRequest, { status, data }: Answer): HttpResponse {
  const response = { status, data, headers: new Headers() };
  if (status < 200 || status > 299) throw new HttpStatusFailure(request, response);
  return response;
}

/**
 * One fault, as the platform's fetch (or, for an upload, XMLHttpRequest) would deliver it to the client. An
 * upload that reports progress tells its whole body sent whenever the request got through: every fault but
 * `network`, which fails before anything went. A stalled answer is one the server never gives, after it has
 * had the request.
 */
function faulty(request: HttpRequest, fault: Fault): Promise<HttpResponse> | HttpResponse {
  if (fault !== 'network') bodySent(request);
  switch (fault) {
    case 'status-500':
    case 'status-401':
    case 'status-403':
      return respond(request, { status: Number(fault.slice('status-'.length)), data: '' });
    case 'network':
      throw new TypeError('Failed to fetch');
    case 'stalled':
      // Never answers; like fetch, rejects with an AbortError once the call's signal aborts.
      return new Promise((_, reject) => {
        const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (request.signal?.aborted) abort();
        else request.signal?.addEventListener('abort', abort, { once: true });
      });
    case 'not-json':
      return respond(request, { status: 200, data: NOT_JSON_BODY });
    case 'wrong-shape':
      return respond(request, { status: 200, data: WRONG_SHAPE_BODY });
  }
}
