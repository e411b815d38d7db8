import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureCatalogueSizes } from '../../scripts/bench/catalogue-sizes';

/** `npm run bench` reports each language's catalogues from the build's chunk names (vite.config.ts). */
describe('measureCatalogueSizes', () => {
  const dist = mkdtempSync(join(tmpdir(), 'catalogues-'));
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('weighs each catalogue chunk by language and namespace, and nothing else', () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const files = {
      'messages-fr-session-status-Ab_cD-9z.js': 'export default {"a":"Votre session a pris fin."}',
      'messages-de-groups-CfO2D1dG.js': 'export default {"a":"Neues Thema"}',
      'messages-de-groups-CfO2D1dG.js.gz': 'x',
      'messages-de-groups-CfO2D1dG.js.map': '{}',
      'index-BPg8H-wY.js': 'export {}',
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, 'assets', file), text);
    const sizes = measureCatalogueSizes(dist);
    expect(sizes.map(({ language, namespace }) => `${language}/${namespace}`)).toEqual([
      'de/groups',
      'fr/session-status',
    ]);
    expect(sizes.every((size) => size.gzipBytes > 20)).toBe(true);
  });
});
