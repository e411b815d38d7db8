/** Where the sandbox mounts each stand-in system; the front end's configuration points at these. */
export const PREFIXES = {
  cms: '/cms',
  membership: '/membership',
  proposals: '/proposals',
  control: '/__sandbox',
} as const;

/** True for URLs that belong to a remote system rather than to the single-page app. */
export function isRemoteSystemUrl(url: string): boolean {
  return Object.values(PREFIXES).some((prefix) => url.startsWith(`${prefix}/`));
}
