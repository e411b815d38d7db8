import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The names the deploy-path check answers as: the portal, and the systems docs/deploy.md's portal.env names. */
export const PORTAL_HOST = 'portal.example.org';
export const INTERNAL_HOSTS = {
  cms: 'cms.internal.example.org',
  membership: 'membership.internal.example.org',
  proposals: 'proposals.internal.example.org',
} as const;

export interface Certificates {
  /** The CA's certificate, which the check's machine trusts as an organisation's own CA. */
  ca: string;
  /** The certificate and key for every name above. */
  cert: string;
  key: string;
}

const openssl = (...args: string[]) => {
  const run = spawnSync('openssl', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl ${args[0]}: ${run.stderr}`);
};

/** A CA of the check's own and one certificate it signed for the portal and the internal systems. */
export function makeCertificates(folder: string): Certificates {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const at = (name: string) => join(folder, name);
  const names = [PORTAL_HOST, ...Object.values(INTERNAL_HOSTS)];
  openssl(
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=deploy-path test CA',
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.pem'),
  );
  openssl(
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-subj',
    `/CN=${PORTAL_HOST}`,
    '-keyout',
    at('site.key'),
    '-out',
    at('site.csr'),
  );
  writeFileSync(at('site.ext'), `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}\n`);
  openssl(
    'x509',
    '-req',
    '-in',
    at('site.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    at('site.ext'),
    '-out',
    at('site.pem'),
  );
  const read = (name: string) => readFileSync(at(name), 'utf8');
  return { ca: read('ca.pem'), cert: read('site.pem'), key: read('site.key') };
}
