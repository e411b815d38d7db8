import { knownTimeZone, ownTimeZone } from '@/application/preferences/shown-time-zone';
import { choiceCookieName, cookieValue, writeChoiceCookie } from './choice-cookie';

/**
 * The browser's time zone, told to the server that draws a member's next page (src/server/render-first-screen.tsx),
 * so it draws their times as the browser would. Only a member's page reads it: a visitor's is kept in nginx's
 * page cache for every visitor, whose key it stays out of (docs/behaviour.md, "Times").
 */
export const timeZoneCookieName = (appName: string): string => choiceCookieName(appName, 'time_zone');

/** The time zone a `Cookie` header names, when Intl knows it; untrusted, so anything else is none. */
export function timeZoneInCookie(cookieHeader: string | undefined, appName: string): string | null {
  return knownTimeZone(cookieValue(cookieHeader, timeZoneCookieName(appName)));
}

/** Repeats the browser's time zone in the cookie, for the next page the server draws. */
export function writeTimeZoneCookie(appName: string): void {
  writeChoiceCookie(timeZoneCookieName(appName), ownTimeZone());
}
