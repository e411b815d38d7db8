import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentFile, serviceSection, serviceStart } from '../../scripts/deploy-path/unit-file';

const UNIT = 'deploy/necs-renderer@.service';
const unit = readFileSync(UNIT, 'utf8');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

describe('the renderer’s systemd unit (deploy/necs-renderer@.service)', () => {
  const service = serviceSection(unit);
  it.each([
    ['NoNewPrivileges', 'yes'],
    ['ProtectSystem', 'strict'],
    ['PrivateTmp', 'yes'],
    ['MemoryMax', '640M'],
    ['LimitNOFILE', '16384'],
    ['TimeoutStopSec', '15'],
    ['Restart', 'on-failure'],
    ['User', 'www-data'],
    ['Group', 'www-data'],
    ['RuntimeDirectory', 'necs-renderer/%i'],
    ['RuntimeDirectoryMode', '0750'],
    ['UMask', '0007'],
    ['WorkingDirectory', '/srv/necs-portal/renderers/%i'],
    ['EnvironmentFile', '/etc/necs-portal/portal.env'],
  ])('sets %s=%s', (key, value) => {
    expect(service.get(key)).toEqual([value]);
  });

  it('starts the instance on a socket in its own runtime folder, metrics on its name, from its own link to a release', () => {
    const files: Record<string, string> = {
      '/etc/necs-portal/portal.env': "FRESH_SECONDS=30\nLISTEN='443 ssl'\n",
    };
    const start = serviceStart(unit, '9101', (file) => files[file] ?? null);
    expect(start.environment).toEqual({
      NODE_ENV: 'production',
      SOCKET: '/run/necs-renderer/9101/http.sock',
      METRICS_PORT: '9101',
      FRESH_SECONDS: '30',
      LISTEN: '443 ssl',
    });
    expect(start.runtimeDirectories).toEqual(['/run/necs-renderer/9101']);
    expect(start.runtimeDirectoryMode).toBe(0o750);
    expect([start.user, start.group]).toEqual(['www-data', 'www-data']);
    // Node.js 24 as docs/deploy.md installs it, never Debian's older /usr/bin/node.
    expect(start.command[0]).toBe('/usr/local/bin/node');
    expect(start.command.at(-1)).toBe('/srv/necs-portal/renderers/9101/dist-server/serve.js');
    expect(() => serviceStart(unit, '9101', () => null)).toThrow(/portal\.env is missing/);
  });

  it('reads an environment file as systemd does: a later line wins, quotes dropped, comments skipped', () => {
    expect(environmentFile('# a\nA=1\nB="x y"\nA=2\n')).toEqual({ A: '2', B: 'x y' });
  });

  // systemd-analyze comes with systemd; where it is missing the check says so rather than pass in silence.
  it.skipIf(!existsSync(SYSTEMD_ANALYZE))('passes systemd-analyze verify, which refuses a wrong one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'necs-unit-'));
    const verify = (text: string) => {
      const file = join(folder, 'necs-renderer@9101.service');
      // verify wants ExecStart's program on this machine: the docs' /usr/local/bin/node may not be here.
      writeFileSync(file, text.replace('/usr/local/bin/node', process.execPath));
      return spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', file], { encoding: 'utf8' });
    };
    try {
      const good = verify(unit);
      expect(good.stderr).toBe('');
      expect(good.status).toBe(0);
      const bad = verify(unit.replace('Restart=on-failure', 'Restart=sometimes'));
      expect(bad.stderr).toMatch(/restart specifier/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
  if (!existsSync(SYSTEMD_ANALYZE))
    console.warn(`${SYSTEMD_ANALYZE} is missing: the unit is not verified here`);
});
