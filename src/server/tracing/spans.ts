import type { Context } from '@opentelemetry/api';

/** What a span tells, in the renderer's words; otel-sdk.ts names each by OpenTelemetry's semantic conventions. */
export interface SpanFacts {
  readonly method?: string;
  /** The path asked, never its query: a search's words are the reader's. */
  readonly path?: string;
  readonly status?: number;
  readonly requestId?: string;
  /** The screen kind and the outcome a render's line and metrics give (request-log.ts). */
  readonly screen?: string;
  readonly outcome?: string;
}

/** A span begun under way: its context (the parent of what it calls), and how it ends. */
export interface StartedSpan {
  readonly context: Context;
  /** The headers (W3C `traceparent`) that make a call's receiver a child of this span. */
  headers(): Record<string, string>;
  /** Ends it, with a failure when it failed, what was learnt on the way, and its final name. */
  end(failure?: string, facts?: SpanFacts, name?: string): void;
}

/** The renderer's traces, as OpenTelemetry's SDK keeps them (otel-sdk.ts). */
export interface Tracing {
  /** The trace a request continues: its `traceparent`'s (nginx's) when valid, else the root (a new trace). */
  continued(traceparent: string | undefined): Context;
  started(name: string, kind: 'server' | 'client', facts: SpanFacts, parent: Context): StartedSpan;
  /** Sends the spans held; resolves once sent (or failed). */
  flush(): Promise<void>;
  /** Sends the spans held and stops: no span is recorded after. */
  shutdown(): Promise<void>;
}

let tracing: Tracing | null = null;

/**
 * The traces from now on; null, the default, records none. Set only when tracing is on (serve.ts), so that
 * with it off no part of OpenTelemetry is even loaded: this file and its callers import its types only.
 */
export function useTracing(next: Tracing | null): void {
  tracing = next;
}

/** The context a request with this `traceparent` works in; none when tracing is off. */
export const continued = (traceparent: string | undefined): Context | undefined =>
  tracing?.continued(traceparent);

/** A span begun now under `parent`; none when tracing is off or there is no trace to continue. */
export const startedSpan = (
  name: string,
  kind: 'server' | 'client',
  facts: SpanFacts,
  parent: Context | undefined,
): StartedSpan | undefined => (parent ? tracing?.started(name, kind, facts, parent) : undefined);
