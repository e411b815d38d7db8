import { closeSync, createReadStream, openSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A file the service writes its stdout and stderr to, as journald would take them: the log lines it wrote in a
 * stretch of time are counted from the file's size at its start and at its end, so that nothing reads the
 * lines while the service writes them and competes with it for the CPU.
 */
export interface ServiceLogFile {
  /** The descriptor to hand the service as its stdout and stderr. */
  readonly descriptor: number;
  /** How many bytes it holds so far: a mark to count lines from or to. */
  mark(): number;
  /** Lines written between two marks, and their bytes. */
  linesBetween(from: number, to: number): Promise<{ lines: number; bytes: number }>;
  /** Closes it; the file stays, to be read, until the next run writes it anew. */
  close(): void;
}

/** A new log file named `name` in `folder`, emptied if it was there. */
export function serviceLogFile(folder: string, name: string): ServiceLogFile {
  const path = join(folder, `${name}.log`);
  const descriptor = openSync(path, 'w');
  return {
    descriptor,
    mark: () => statSync(path).size,
    linesBetween: async (from, to) => {
      let lines = 0;
      if (to > from)
        for await (const chunk of createReadStream(path, {
          start: from,
          end: to - 1,
        }) as AsyncIterable<Buffer>)
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      return { lines, bytes: Math.max(0, to - from) };
    },
    close: () => closeSync(descriptor),
  };
}
