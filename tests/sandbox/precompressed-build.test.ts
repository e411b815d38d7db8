import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../build/precompress';

const TEXT = 'export const news = "the same words again and again";\n'.repeat(100);

describe('precompressing a build (what the sandbox and nginx serve as .br and .gz)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'necs-precompress-'));
  const file = (name: string) => join(folder, name);
  beforeAll(async () => {
    mkdirSync(file('assets'));
    mkdirSync(file('.vite'));
    for (const name of ['assets/index-abc.js', 'assets/index-abc.css', 'index.html', 'config.json']) {
      writeFileSync(file(name), TEXT);
    }
    writeFileSync(file('assets/index-abc.js.map'), TEXT);
    writeFileSync(file('.vite/manifest.json'), TEXT);
    writeFileSync(file('favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(file('assets/noise.json'), randomBytes(4000));
    await precompressFolder(folder);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes brotli and gzip twins that decompress to the same bytes', () => {
    for (const name of ['assets/index-abc.js', 'assets/index-abc.css', 'index.html']) {
      expect(brotliDecompressSync(readFileSync(file(`${name}.br`))).toString()).toBe(TEXT);
      expect(gunzipSync(readFileSync(file(`${name}.gz`))).toString()).toBe(TEXT);
    }
  });

  it('leaves config.json (edited at deploy time), maps, the manifest and tiny files alone', () => {
    for (const name of ['config.json', 'assets/index-abc.js.map', '.vite/manifest.json', 'favicon.svg']) {
      expect(existsSync(file(`${name}.br`)), name).toBe(false);
      expect(existsSync(file(`${name}.gz`)), name).toBe(false);
    }
  });

  it('writes no twin where compression saves next to nothing', () => {
    expect(existsSync(file('assets/noise.json.gz'))).toBe(false);
  });
});
