/** One finished span, as the exporter sends it (otlp-exporter.ts). */
export interface FinishedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string | null;
  readonly name: string;
  /** OTLP's kinds: the render is the server's span, a call to Drupal a client's. */
  readonly kind: 'server' | 'client';
  /** Milliseconds since the epoch, with fractions. */
  readonly startMs: number;
  readonly endMs: number;
  readonly attributes: Readonly<Record<string, string | number>>;
  /** Why it failed, when it did. */
  readonly error?: string;
}

export interface SpanExporter {
  export(span: FinishedSpan): void;
  /** Sends what it holds; resolves once sent (or failed). */
  flush(): Promise<void>;
}

let exporter: SpanExporter | null = null;

/** Where finished spans go from now on; null (the default) records none. */
export function useSpanExporter(next: SpanExporter | null): void {
  exporter = next;
}

/** Whether spans are recorded at all: without an exporter nothing is timed or built. */
export const tracing = (): boolean => exporter !== null;

/**
 * A span begun now, ended by calling what this returns: with a failure when it failed, what was learnt on the way
 * (attributes), and its final name.
 */
export function startSpan(span: Omit<FinishedSpan, 'startMs' | 'endMs' | 'error'>) {
  if (!exporter) return () => undefined;
  const startMs = performance.timeOrigin + performance.now();
  return (failure?: string, attributes: FinishedSpan['attributes'] = {}, name = span.name) =>
    exporter?.export({
      ...span,
      name,
      attributes: { ...span.attributes, ...attributes },
      startMs,
      endMs: performance.timeOrigin + performance.now(),
      ...(failure === undefined ? {} : { error: failure }),
    });
}
