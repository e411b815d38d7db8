/**
 * Where traces go, from OpenTelemetry's own settings: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is, else
 * OTEL_EXPORTER_OTLP_ENDPOINT with `/v1/traces`; null when neither is set (tracing off, the default).
 */
export function tracesEndpointFrom(env: Readonly<Record<string, string | undefined>>): string | null {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : null;
}
