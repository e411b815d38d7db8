/** A reader's pause: at most 5 pages a second each, the rate nginx allows one client address (section 9). */
const THINK_MS = 200;
/** Pages the sandbox draws for every visitor. */
const PATHS = ['/', '/news', '/conferences'];

/** One page read by a reader from its own loopback address (`from`), its `turn`-th. */
export type PageVisit = (
  path: string,
  headers: Record<string, string>,
  from: string,
  turn: number,
) => Promise<void>;

/**
 * `readers` readers reading pages while `play` runs, each from a loopback address of its own (so nginx counts
 * them apart), its next page 200 ms after an answer: `/`, `/news` and `/conferences` in turn, every other one
 * drawn afresh with the refresh secret, so the renderers answer while they restart. They join one at a time,
 * each once the one before has its first answer, so the renderers meet them as readers arrive rather than all
 * in one instant. What `visit` throws is written to `failures`.
 */
export async function readWhilePlaying(
  { readers, refreshSecret, failures }: { readers: number; refreshSecret: string; failures: string[] },
  visit: PageVisit,
  play: () => Promise<void>,
): Promise<void> {
  let playing = true;
  const read = async (reader: number, joined: () => void) => {
    const from = `127.0.1.${reader + 1}`;
    for (let turn = reader; playing; turn++) {
      const headers: Record<string, string> = { accept: 'text/html' };
      if (turn % 2 === 0) headers['x-necs-refresh'] = refreshSecret;
      const path = PATHS[turn % PATHS.length]!;
      try {
        await visit(path, headers, from, turn);
      } catch (error) {
        failures.push(`${path}: ${String(error)}`);
      }
      joined();
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    }
  };
  const reading: Promise<void>[] = [];
  for (let reader = 0; reader < readers; reader++)
    await new Promise<void>((joined) => reading.push(read(reader, joined)));
  try {
    await play();
  } finally {
    playing = false;
    await Promise.all(reading);
  }
}
