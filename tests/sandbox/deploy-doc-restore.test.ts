import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docBlocks } from '../../scripts/deploy-path/doc-blocks';
import { RESTORE_BLOCKS } from '../../scripts/deploy-path/restore';
import { runbookBlocks } from '../../scripts/deploy-path/runbook';
import { HOST_BLOCKS } from '../../scripts/deploy-path/two-hosts';

const doc = readFileSync('docs/deploy.md', 'utf8');
const section11 = doc.slice(doc.indexOf('## 11. Backup and restore'));
const SECTION_8 = ['node', 'build', 'settings', 'tls', 'unit', 'release', 'nginx'];
const blocks = new Map(
  docBlocks(doc, [...SECTION_8, ...HOST_BLOCKS, ...RESTORE_BLOCKS]).map((block) => [block.name, block]),
);
const code = (name: string) => blocks.get(name)!.code;

/** The paths section 11's table says to back up (the rows marked "yes"), the status row's command aside. */
const backedUpPaths = (): string[] =>
  section11
    .split('\n')
    .filter((line) => /^\|[^|]+\|[^|]+\| yes /.test(line))
    .flatMap((line) => [...line.split('|')[2]!.matchAll(/`(\/[^`]+)`/g)].map(([, path]) => path!))
    .map((path) => path.replace(/\/$/, ''));

describe("docs/deploy.md's section 11 as a literal reader runs it (issue 64)", () => {
  it('backs up every path its table says to, the TLS key and certificate among them', () => {
    const paths = backedUpPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        '/etc/necs-portal',
        '/etc/ssl/private/portal.example.org.key',
        '/etc/ssl/certs/portal.example.org.pem',
        '/srv/necs-portal/assets',
      ]),
    );
    const tar = code('backup').replace(/\\\n/g, ' ');
    for (const path of paths) expect(tar).toContain(` ${path.slice(1)}`);
  });

  it('builds the commit status names as section 8 builds, as the build account, without install scripts', () => {
    expect(blocks.get('rebuild')!.asBuildAccount).toBe(true);
    expect(code('rebuild')).toContain('git checkout --quiet "$commit"');
    expect(code('rebuild')).toContain(code('build'));
    expect(code('build')).toContain('--ignore-scripts');
  });

  it('has root run necs-release, never the checkout’s deploy/release.sh', () => {
    for (const name of RESTORE_BLOCKS.filter((block) => !blocks.get(block)!.asBuildAccount))
      expect(code(name)).not.toMatch(/deploy\/release\.sh/);
    expect(code('backup')).toContain('necs-release status');
  });

  it('checks the page with the host’s own certificate and the status page the exporter reads', () => {
    expect(code('restore-check')).toContain('--cacert /etc/ssl/certs/portal.example.org.pem');
    expect(code('restore-check')).toContain('http://127.0.0.1:8490/stub_status');
    expect(code('backup')).toContain('etc/nginx/conf.d/necs-status.conf');
  });

  it('marks docs/runbook.md’s commands for the host, the rollback as installed', () => {
    const runbook = runbookBlocks('.');
    expect(runbook.get('rollback')!.code).toContain('necs-release rollback');
    expect([...runbook.values()].map(({ code }) => code).join('\n')).not.toMatch(
      /deploy\/release\.sh|duration_ms/,
    );
  });

  it('checks the renderers on their sockets, not on the ports they left', () => {
    expect(code('restore-check')).toMatch(/--unix-socket "\$socket" .*http:\/\/renderer\/readyz/);
    expect(section11).not.toMatch(/127\.0\.0\.1:300\d/);
  });
});
