/** The bench's progress on stderr (stdout holds only the table) and the seconds each step took. */
export interface Steps {
  started: number;
  seconds: Record<string, number>;
  log(line: string): void;
  step<T>(name: string, work: () => T | Promise<T>): Promise<T>;
}

export function benchSteps(started = Date.now()): Steps {
  const seconds: Record<string, number> = {};
  const log = (line: string) =>
    console.error(`[bench ${Math.round((Date.now() - started) / 1000)} s] ${line}`);
  return {
    started,
    seconds,
    log,
    step: async (name, work) => {
      const begun = Date.now();
      log(`${name}…`);
      const result = await work();
      seconds[name] = Math.round((Date.now() - begun) / 100) / 10;
      return result;
    },
  };
}
