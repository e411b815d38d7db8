import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderNginxSiteFor } from '../../deploy/nginx-site';
import { freePort, untilAnswered } from '../local-ports';
import { mainConfig } from '../nginx-stack';

/**
 * The edge as docs/deploy.md sets it up (section 6, "TLS"), tried with Debian's nginx and openssl: the portal's
 * site rendered with LISTEN '… ssl http2' and deploy/tls/portal-tls.conf included, beside
 * deploy/tls/portal-http-redirect.conf, on free loopback ports and a self-signed RSA certificate (an RSA key, so
 * that the RSA key exchange of AES128-SHA is one the server could pick if it allowed it). Checks:
 * TLS 1.3 and 1.2 with an ECDHE suite accepted; TLS 1.1 and 1.0, AES128-SHA and the other suites without forward
 * secrecy refused; HTTP/2 offered and answering with HSTS once; port 80 a 301 to the same address over https.
 * LISTEN is a port alone, as section 8 gives it: the portal answers over IPv6 (`curl -g 'https://[::1]/'`) as
 * well, and port 80's redirect too. An HTTP/0.9 request (no version, so no header) gets nothing on either port.
 * `npx tsx scripts/edge/check-tls.ts`; exits 1 on the first difference.
 */
const TLS_SNIPPET = new URL('../../deploy/tls/portal-tls.conf', import.meta.url);
const REDIRECT = new URL('../../deploy/tls/portal-http-redirect.conf', import.meta.url);

const folder = mkdtempSync(join(tmpdir(), 'necs-tls-'));
const problems: string[] = [];
let nginx: ReturnType<typeof spawn> | undefined;
try {
  const [tlsPort, httpPort] = [await freePort(), await freePort()];
  writeFileSync(join(folder, 'site.conf'), siteOnPorts(tlsPort, httpPort));
  writeFileSync(join(folder, 'nginx.conf'), mainConfig(folder, false));
  nginx = spawn('nginx', ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf')], {
    stdio: 'inherit',
  });
  const address = `127.0.0.1:${tlsPort}`;
  await untilAnswered(
    async () => handshake(address, []).ok || Promise.reject(new Error('no handshake')),
    'nginx on TLS',
  );

  expect('TLS 1.3', handshake(address, ['-tls1_3']), { ok: true, protocol: 'TLSv1.3' });
  for (const cipher of [
    'ECDHE-RSA-AES128-GCM-SHA256',
    'ECDHE-RSA-AES256-GCM-SHA384',
    'ECDHE-RSA-CHACHA20-POLY1305',
  ])
    expect(`TLS 1.2 with ${cipher}`, handshake(address, ['-tls1_2', '-cipher', cipher]), {
      ok: true,
      cipher,
    });
  // OpenSSL 3 offers TLS 1.0 and 1.1 only at security level 0: the client offers them, the server must refuse.
  for (const version of ['-tls1_1', '-tls1'])
    expect(`${version}`, handshake(address, [version, '-cipher', 'DEFAULT@SECLEVEL=0']), { ok: false });
  for (const cipher of [
    'AES128-SHA',
    'AES256-GCM-SHA384',
    'AES128-GCM-SHA256',
    'ECDHE-RSA-AES128-SHA',
    'DHE-RSA-AES128-GCM-SHA256',
  ])
    expect(`TLS 1.2 with ${cipher}`, handshake(address, ['-tls1_2', '-cipher', `${cipher}@SECLEVEL=0`]), {
      ok: false,
    });

  const h2 = await http2Get(`https://localhost:${tlsPort}/`);
  if (h2.status !== 200) problems.push(`HTTP/2 GET / answered ${h2.status}`);
  if (h2.hsts !== 'max-age=31536000')
    problems.push(`HTTP/2 answer's Strict-Transport-Security: ${JSON.stringify(h2.hsts)}`);

  const overIpv6 = spawnSync(
    'curl',
    ['-g', '-sk', '--max-time', '10', '-o', '/dev/null', '-w', '%{http_code}', `https://[::1]:${tlsPort}/`],
    { encoding: 'utf8' },
  );
  if (overIpv6.stdout !== '200')
    problems.push(`curl -g https://[::1]:${tlsPort}/ answered ${overIpv6.stdout}`);
  const redirectedOverIpv6 = await fetch(`http://[::1]:${httpPort}/`, { redirect: 'manual' });
  if (redirectedOverIpv6.status !== 301)
    problems.push(`port 80 over IPv6 answered ${redirectedOverIpv6.status}`);
  for (const [what, port] of [
    ['the portal', tlsPort],
    ['port 80', httpPort],
  ] as const) {
    const answer = await http09Answer(port, what === 'the portal');
    if (answer !== '')
      problems.push(`${what} answered HTTP/0.9 "GET /" with ${JSON.stringify(answer.slice(0, 60))}`);
  }

  const plain = await fetch(`http://127.0.0.1:${httpPort}/news?page=2`, { redirect: 'manual' });
  const location = plain.headers.get('location');
  if (plain.status !== 301 || location !== 'https://127.0.0.1/news?page=2')
    problems.push(
      `port 80 answered ${plain.status} ${location ?? ''}, not 301 https://127.0.0.1/news?page=2`,
    );
} finally {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`The edge's TLS is not as docs/deploy.md promises:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'TLS 1.2 (ECDHE only) and 1.3, HTTP/2, HSTS once, IPv6 too, port 80 redirected, HTTP/0.9 unanswered: as docs/deploy.md says',
);

/** The rendered site and the redirect, with the certificate, the ports and the logs moved into `folder`. */
function siteOnPorts(tlsPort: number, httpPort: number): string {
  const key = join(folder, 'privkey.pem');
  const certificate = join(folder, 'fullchain.pem');
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', certificate],
  ]);
  if (made.status !== 0) throw new Error(`openssl req: ${made.stderr}`);
  const snippet = readFileSync(TLS_SNIPPET, 'utf8')
    .replace('/etc/ssl/certs/portal.example.org.pem', certificate)
    .replace('/etc/ssl/private/portal.example.org.key', key);
  writeFileSync(join(folder, 'portal-tls.conf'), snippet);
  const dist = join(folder, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(dist, 'config.json'), '{}');
  const site = renderNginxSiteFor(dist, {
    listen: `${tlsPort} ssl http2`,
    serverName: 'localhost',
    portalUrl: 'https://portal.example.org',
    includes: [join(folder, 'portal-tls.conf')],
    brotli: false,
    systems: [{ prefix: '/cms/', url: 'http://127.0.0.1:9/' }],
    sitemap: 'http://127.0.0.1:9/sitemap.xml',
    accessLog: join(folder, 'access.log'),
  });
  const redirect = readFileSync(REDIRECT, 'utf8')
    .replace('listen 80 default_server;', `listen ${httpPort} default_server;`)
    .replace('listen [::]:80 default_server;', `listen [::]:${httpPort} default_server;`);
  return `${site}\n${redirect}`;
}

/** What nginx sends for `GET /` and a newline (HTTP/0.9) on 127.0.0.1:`port`, over TLS or not, until it closes. */
function http09Answer(port: number, tls: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tls
      ? tlsConnect({ host: '127.0.0.1', port, servername: 'localhost', rejectUnauthorized: false })
      : netConnect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1').on('data', (data: string) => (text += data));
    socket.on('error', reject);
    socket.once(tls ? 'secureConnect' : 'connect', () => socket.write('GET /\r\n'));
    socket.once('close', () => resolve(text));
  });
}

interface Handshake {
  ok: boolean;
  protocol?: string;
  cipher?: string;
}

/** `openssl s_client` against `address` with `options`: whether a session was set up, and with what. */
function handshake(address: string, options: readonly string[]): Handshake {
  const run = spawnSync(
    'openssl',
    ['s_client', '-connect', address, '-servername', 'localhost', ...options],
    {
      input: '',
      encoding: 'utf8',
      timeout: 10_000,
    },
  );
  const text = `${run.stdout}${run.stderr}`;
  const cipher = /Cipher is (\S+)/.exec(text)?.[1];
  const ok = cipher !== undefined && cipher !== '(NONE)';
  return ok
    ? { ok, protocol: /Protocol\s*:\s*(\S+)|New, (TLSv[\d.]+)/.exec(text)?.slice(1).find(Boolean), cipher }
    : { ok };
}

function expect(what: string, got: Handshake, wanted: Handshake): void {
  const differs = Object.entries(wanted).some(([key, value]) => got[key as keyof Handshake] !== value);
  if (differs) problems.push(`${what}: wanted ${JSON.stringify(wanted)}, got ${JSON.stringify(got)}`);
}

/** A GET over HTTP/2 (ALPN h2; the certificate is the script's own): its status and HSTS headers. */
function http2Get(url: string): Promise<{ status: number; hsts: string | string[] | undefined }> {
  return new Promise((resolve, reject) => {
    const session = connect(url, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': new URL(url).pathname });
    request.on('response', (headers) => {
      resolve({ status: Number(headers[':status']), hsts: headers['strict-transport-security'] });
      request.close();
      session.close();
    });
    request.on('error', reject);
    request.end();
  });
}
