import { describe, expect, it } from 'vitest';
import { metricsSettingsFrom } from '@/server/observability/metrics-listener';

describe('where the metrics are served (METRICS_PORT, METRICS_HOST)', () => {
  it('nowhere unless a port is given: unset, empty or 0', () => {
    for (const port of [undefined, '', '0']) expect(metricsSettingsFrom({ METRICS_PORT: port })).toBeNull();
  });

  it('on 127.0.0.1 by default, on the host METRICS_HOST names otherwise', () => {
    expect(metricsSettingsFrom({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsSettingsFrom({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
  });

  it('refuses a port that is none, naming the variable', () => {
    for (const port of ['-1', '65536', '94.64', 'metrics'])
      expect(() => metricsSettingsFrom({ METRICS_PORT: port }), port).toThrow(/^METRICS_PORT must be a port/);
  });
});
