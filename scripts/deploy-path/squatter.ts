import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** What another local account got: connections and bytes on the renderers' old ports, and at their sockets. */
export interface SquatReport {
  /** The old ports it listened on before the deploy (each `true` when it could). */
  bound: Record<string, boolean>;
  connections: number;
  bytes: number;
  /** The error code of its try at each socket: listening in its folder, then connecting to it. */
  listenAtSocket: string;
  connectToSocket: string;
}

/** Runs as the other account with the machine's node: no file of the check's, nothing of root's. */
const SQUAT = `
import { createServer, connect } from 'node:net';
import { createInterface } from 'node:readline';
const [ports, socket] = [process.argv[2].split(','), process.argv[3]];
const report = { bound: {}, connections: 0, bytes: 0 };
await Promise.all(ports.map((port) => new Promise((settle) => {
  const server = createServer((c) => { report.connections++; c.on('data', (d) => (report.bytes += d.length)); });
  server.once('error', () => settle((report.bound[port] = false)));
  server.listen(Number(port), '127.0.0.1', () => settle((report.bound[port] = true)));
})));
console.log('bound');
const tried = (attempt) => new Promise((settle) => attempt(settle));
for await (const line of createInterface({ input: process.stdin })) {
  report.listenAtSocket = await tried((settle) => {
    const server = createServer();
    server.once('error', (e) => settle(e.code));
    server.listen(socket + '.squat', () => settle('listening'));
  });
  report.connectToSocket = await tried((settle) => {
    const client = connect(socket);
    client.once('error', (e) => settle(e.code));
    client.once('connect', () => settle('connected'));
  });
  console.log(JSON.stringify(report));
  process.exit(0);
}
`;

/**
 * Another local account (`account`, neither root nor www-data) that binds the renderers' old ports before the
 * deploy, as one could at boot or during a restart, and later tries their socket. `report()` ends it.
 */
export async function squat(account: string, ports: number[], socket: string) {
  const home = `/home/${account}`;
  mkdirSync(home, { recursive: true });
  writeFileSync(`${home}/squat.mjs`, SQUAT, { mode: 0o644 });
  const child = spawn(
    'runuser',
    ['-u', account, '--', '/usr/local/bin/node', `${home}/squat.mjs`, ports.join(','), socket],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.value !== 'bound') throw new Error(`the other account's listener said ${String(first.value)}`);
  return {
    report: async (): Promise<SquatReport> => {
      child.stdin!.write('report\n');
      const line = await lines.next();
      await once(child, 'exit');
      return JSON.parse(String(line.value)) as SquatReport;
    },
  };
}
