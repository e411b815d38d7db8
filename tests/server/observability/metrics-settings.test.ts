import { createServer } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { listenForMetrics, metricsSettingsFrom } from '@/server/observability/metrics-listener';
import { memoryLog } from '../../support/memory-log';
import { close, listen } from '../../support/service-server';

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

describe('the metrics listener', () => {
  it('stops the service with one line when its port is taken', async () => {
    const taken = createServer();
    const port = Number(new URL(await listen(taken)).port);
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const log = memoryLog();
    try {
      listenForMetrics({ port, host: '127.0.0.1' }, log.logger);
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
      expect(log.lines).toEqual([
        expect.objectContaining({
          level: 'fatal',
          msg: expect.stringMatching(/^Metrics cannot listen on .*EADDRINUSE/),
        }),
      ]);
    } finally {
      await close(taken);
    }
  });

  it('is off, no listener at all, without a port', () => {
    expect(listenForMetrics(null, memoryLog().logger)).toBeNull();
  });
});
