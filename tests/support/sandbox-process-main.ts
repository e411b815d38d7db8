import { startSandbox } from './sandbox-server';

// Started by sandbox-process.ts: a sandbox on a free port, its address on the first line, until killed.
const sandbox = await startSandbox();
process.stdout.write(`${sandbox.url}\n`);
// Closed with its database and folder; a connection the test's fetch keeps alive must not hold the exit up.
const stop = () => {
  void sandbox.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.once('SIGTERM', stop);
