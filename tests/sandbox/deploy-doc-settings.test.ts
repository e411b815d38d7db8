import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceSection } from '../../scripts/deploy-path/unit-file';

const doc = readFileSync('docs/deploy.md', 'utf8');
const section9 = doc.slice(doc.indexOf('## 9. Every setting in one place'), doc.indexOf('## 10. '));
const unit = serviceSection(readFileSync('deploy/necs-renderer@.service', 'utf8'));

const sources = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') || file.endsWith('.tsx'))
    .map((file) => readFileSync(join(folder, file), 'utf8'));

/** Every environment variable the renderer and the nginx rendering read, as their code names them. */
function settingsRead(): string[] {
  const patterns = [
    /process\.env\.([A-Z][A-Z0-9_]+)/g,
    /\benv\.([A-Z][A-Z0-9_]+)/g,
    /\benv, '([A-Z][A-Z0-9_]+)'/g,
    /\benv: '([A-Z][A-Z0-9_]+)'/g,
  ];
  const names = [...sources('src/server'), ...sources('deploy')].flatMap((code) =>
    patterns.flatMap((pattern) => [...code.matchAll(pattern)].map(([, name]) => name!)),
  );
  return [...new Set(names)].sort();
}

describe('docs/deploy.md and what the renderer, the nginx rendering and the unit read', () => {
  it('lists every setting in section 9', () => {
    const read = settingsRead();
    expect(read).toEqual(
      expect.arrayContaining(['DRUPAL_URL', 'METRICS_PORT', 'SOCKET', 'ACCESS_LOG', 'MEMBERSHIP_UPSTREAM']),
    );
    expect(read.filter((name) => !section9.includes(`\`${name}\``))).toEqual([]);
  });

  it('names the unit as it is, with its restart policy and the settings it gives each instance', () => {
    expect(doc.match(/necs-[a-z-]*renderer@/g)?.filter((name) => name !== 'necs-renderer@')).toEqual([]);
    const restart = unit.get('Restart')![0]!;
    expect([...doc.matchAll(/Restart=([a-z-]+)/g)].map(([, policy]) => policy)).toEqual(
      expect.arrayContaining([restart]),
    );
    expect([...doc.matchAll(/Restart=([a-z-]+)/g)].every(([, policy]) => policy === restart)).toBe(true);
    for (const setting of unit.get('Environment')!.join(' ').split(' '))
      expect(section9).toContain(`\`${setting.split('=')[0]}\``);
    for (const key of [
      'User',
      'Group',
      'RuntimeDirectory',
      'UMask',
      'TimeoutStopSec',
      'MemoryMax',
      'LimitNOFILE',
    ])
      expect(section9).toContain(`${key}=${unit.get(key)![0]}`);
  });

  it('installs the Node.js the unit runs', () => {
    const node = unit.get('ExecStart')![0]!.split(' ')[0]!;
    expect(doc).toMatch(new RegExp(`ln -sfn /opt/node-24/bin/node ${node}`));
  });
});
