/**
 * What systemd would start for an instance of a unit file: its [Service] section's WorkingDirectory,
 * EnvironmentFile, Environment and ExecStart, read as systemd reads them (the subset deploy/ uses), so a
 * test starts the renderer exactly as the unit does, without systemd.
 */
export interface ServiceStart {
  workingDirectory: string;
  environment: Record<string, string>;
  command: string[];
  /** TimeoutStopSec: how long a stop waits after SIGTERM before SIGKILL. */
  stopSeconds: number;
  /** User= and Group=, root's when unset. */
  user: string;
  group: string;
  /** RuntimeDirectory= under /run, made at start for the user and group with RuntimeDirectoryMode=. */
  runtimeDirectories: string[];
  runtimeDirectoryMode: number;
}

/** The [Service] section's settings, each key with every value it was given, in order. */
export function serviceSection(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const raw of unit.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) section = header[1]!;
    else if (section === 'Service') {
      const at = line.indexOf('=');
      const key = line.slice(0, at).trim();
      settings.set(key, [...(settings.get(key) ?? []), line.slice(at + 1).trim()]);
    }
  }
  return settings;
}

/** Words as systemd splits Environment= and ExecStart=: by spaces, quotes keeping theirs. */
export function words(value: string): string[] {
  return [...value.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** An EnvironmentFile's KEY=value lines (quotes around a value dropped); a later line wins, as in systemd. */
export function environmentFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match || line.startsWith('#')) continue;
    const value = match[2]!.trim();
    values[match[1]!] = /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return values;
}

/** The instance `instance` (`%i`) of the unit: its files read with `read`; a file named with `-` may be absent. */
export function serviceStart(
  unit: string,
  instance: string,
  read: (file: string) => string | null,
): ServiceStart {
  const section = serviceSection(unit.replaceAll('%i', instance));
  const one = (key: string) => {
    const value = section.get(key)?.at(-1);
    if (value === undefined) throw new Error(`the unit has no ${key}=`);
    return value;
  };
  const environment: Record<string, string> = {};
  // systemd: what an EnvironmentFile sets overrides Environment=, whatever their order in the unit.
  for (const value of section.get('Environment') ?? [])
    for (const word of words(value)) {
      const at = word.indexOf('=');
      environment[word.slice(0, at)] = word.slice(at + 1);
    }
  for (const value of section.get('EnvironmentFile') ?? []) {
    const optional = value.startsWith('-');
    const file = optional ? value.slice(1) : value;
    const text = read(file);
    if (text === null && !optional) throw new Error(`EnvironmentFile ${file} is missing`);
    Object.assign(environment, environmentFile(text ?? ''));
  }
  return {
    workingDirectory: one('WorkingDirectory'),
    environment,
    command: words(one('ExecStart')),
    stopSeconds: Number(section.get('TimeoutStopSec')?.at(-1) ?? 90),
    user: section.get('User')?.at(-1) ?? 'root',
    group: section.get('Group')?.at(-1) ?? section.get('User')?.at(-1) ?? 'root',
    runtimeDirectories: (section.get('RuntimeDirectory') ?? [])
      .flatMap(words)
      .map((folder) => `/run/${folder}`),
    runtimeDirectoryMode: parseInt(section.get('RuntimeDirectoryMode')?.at(-1) ?? '0755', 8),
  };
}
