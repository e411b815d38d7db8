import { startBenchServer } from '../sandbox-server';

/**
 * The sandbox alone (no portal files) on a bench port with a fresh database, in a process of its own so the
 * load generator does not share its event loop. Prints `{"origin", "dbFile"}` as one line once it listens;
 * SIGTERM closes it and removes the database.
 */
const server = await startBenchServer();
console.log(JSON.stringify({ origin: server.origin, dbFile: server.dbFile }));
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
