import { startSandbox } from './sandbox-server';

// Started by sandbox-process.ts: a sandbox on a free port, its address on the first line, until killed.
const sandbox = await startSandbox();
process.stdout.write(`${sandbox.url}\n`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
