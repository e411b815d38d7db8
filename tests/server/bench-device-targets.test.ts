import { describe, expect, it } from 'vitest';
import { NetworkAnswers } from '../../scripts/bench/device/network-answers';
import { deviceLcpRatio, paintedBeforeNetwork } from '../../scripts/bench/device/targets';

describe('the bench’s device column', () => {
  it('holds a repeat visit from the device to half the warm snapshot’s LCP', () => {
    expect(deviceLcpRatio(500, 1000)).toEqual({ ratio: 0.5, pass: true });
    expect(deviceLcpRatio(501, 1000).pass).toBe(false);
    expect(deviceLcpRatio(Number.NaN, 1000).pass).toBe(false);
  });

  it('counts a visit the network never answered as painted first', () => {
    expect(paintedBeforeNetwork({ fcpMs: 300, firstNetworkAnswerMs: null })).toBe(true);
    expect(paintedBeforeNetwork({ fcpMs: 300, firstNetworkAnswerMs: 600 })).toBe(true);
    expect(paintedBeforeNetwork({ fcpMs: 600, firstNetworkAnswerMs: 600 })).toBe(false);
  });

  it('takes only answers that reached the network, on the wall clock, from a given time', () => {
    const answers = new NetworkAnswers();
    const request = (source: string, requestId: string, response: object, finished: number) => {
      answers.take(source, {
        method: 'Network.requestWillBeSent',
        params: { requestId, timestamp: 10, wallTime: 1000 },
      });
      if (requestId.startsWith('memory'))
        answers.take(source, { method: 'Network.requestServedFromCache', params: { requestId } });
      answers.take(source, { method: 'Network.responseReceived', params: { requestId, response } });
      answers.take(source, { method: 'Network.loadingFinished', params: { requestId, timestamp: finished } });
    };
    request('tab', 'disk', { fromDiskCache: true }, 10.1);
    request('tab', 'memory', {}, 10.1);
    request('tab', 'worker-copy', { fromServiceWorker: true }, 10.2);
    request('worker', 'revalidated', {}, 10.6);
    request('tab', 'revalidated', {}, 10.9);
    expect(answers.firstSince(1_000_000)).toBeCloseTo(1_000_600);
    expect(answers.firstSince(1_000_700)).toBeCloseTo(1_000_900);
    expect(answers.firstSince(1_001_000)).toBeNull();
  });
});
