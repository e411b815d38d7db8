import type { Container } from 'inversify';
import { StrictMode, useEffect, useMemo, type ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { Preferences } from '@/application/preferences/preferences';
import { writeLanguageCookie } from '../i18n/language-cookie';
import { writeTimeZoneCookie } from '../shared/time-zone-cookie';
import { useTranslation } from '../i18n/use-translation';
import { useHydrated } from '../shared/use-hydrated';
import { FirstScreenEnd } from './server-drawn-screen';
import { PortalRouter } from './portal-router';
import { createRoutes } from './routes';
import { ServicesProvider, useService } from './services';

interface PortalProps {
  container: Container;
}

/** The whole portal in the browser, given a container whose adapters may be real or fake. */
export function App(props: PortalProps) {
  return (
    <PortalShell {...props}>
      <PortalRouter>
        <PortalRoutes />
      </PortalRouter>
    </PortalShell>
  );
}

/** Everything around the router, which differs between the browser and a server render. */
export function PortalShell({ container, children }: PortalProps & { children: ReactNode }) {
  return (
    <StrictMode>
      <ServicesProvider container={container}>
        <DocumentLanguage />
        <TimeZoneCookie />
        <ReadyMark />
        {children}
      </ServicesProvider>
    </StrictMode>
  );
}

/** The route table's screen for the current address; inside any router (the browser's, or memory in tests). */
export function PortalRoutes() {
  const config = useService(AppConfig);
  const routes = useMemo(() => createRoutes(config), [config]);
  return (
    <>
      <FirstScreenEnd />
      {useRoutes(routes)}
    </>
  );
}

/**
 * `<html data-ready>` once the portal responds: after the first render, or after React has taken a
 * server-drawn page over (until then most of its buttons do nothing; the menu's disclosures and the language
 * form work without the code). Browser tests wait for it.
 */
function ReadyMark() {
  // Once the parts that change at the take-over are drawn again, in the background (useHydrated).
  const ready = useHydrated();
  useEffect(() => {
    if (ready) document.documentElement.dataset.ready = '';
  }, [ready]);
  return null;
}

/**
 * Keeps `<html lang>` and `dir` in step with the language the page is drawn in, for screen readers and
 * hyphenation, and repeats the chosen one in a cookie, so the server draws the next first screen in it.
 */
export function DocumentLanguage() {
  const { language } = useTranslation();
  const preferences = useService(Preferences);
  const { appName } = useService(AppConfig);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = writingDirection(language);
  }, [language]);
  // Written as the choice is stored, not in an effect of the page drawn in it: React runs those after the paint,
  // and a reload in between came drawn in the old language.
  useEffect(() => {
    const choices = preferences.state$.subscribe((chosen) => writeLanguageCookie(chosen.language, appName));
    return () => choices.unsubscribe();
  }, [preferences, appName]);
  return null;
}

/** Repeats the browser's time zone in a cookie, so the server draws a member's next page in it. */
function TimeZoneCookie() {
  const { appName } = useService(AppConfig);
  useEffect(() => writeTimeZoneCookie(appName), [appName]);
  return null;
}

/** Every language offered today is written left to right; the platform says so for any that is added. */
function writingDirection(language: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction?: string } };
  return locale.getTextInfo?.().direction === 'rtl' ? 'rtl' : 'ltr';
}
