import { lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rendererSocketFolder } from '../../scripts/renderer-socket-folder';

describe('the stack renderer’s socket folder (scripts/renderer-socket-folder.ts)', () => {
  const under = mkdtempSync(join(tmpdir(), 'necs-socket-folders-'));
  afterAll(() => rmSync(under, { recursive: true, force: true }));

  it('is made this account’s alone, and found again on the same port', () => {
    const folder = rendererSocketFolder(8300, under);
    expect(folder).toBe(join(under, 'necs-renderer-8300'));
    expect(lstatSync(folder).mode & 0o777).toBe(0o700);
    expect(rendererSocketFolder(8300, under)).toBe(folder);
  });

  it('is refused, with a sentence, when others may enter it or it is a link', () => {
    mkdirSync(join(under, 'necs-renderer-8301'), { mode: 0o755 });
    expect(() => rendererSocketFolder(8301, under)).toThrow(
      `${join(under, 'necs-renderer-8301')} is taken: it is not a folder of this account's that only it may enter (mode 0700). Remove it, or choose another PORT.`,
    );
    mkdirSync(join(under, 'elsewhere'), { mode: 0o700 });
    symlinkSync(join(under, 'elsewhere'), join(under, 'necs-renderer-8302'));
    expect(() => rendererSocketFolder(8302, under)).toThrow(/is taken/);
  });
});
