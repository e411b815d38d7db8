import type { Container } from 'inversify';
import { StrictMode, useEffect, useMemo } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { TOKENS } from '@/application/tokens';
import { documentLanguage } from '../i18n/messages';
import { useTranslation } from '../i18n/use-translation';
import { createRoutes } from './routes';
import { ServicesProvider, useService } from './services';

/** The whole portal, given a container whose adapters may be real or fake. */
export function App({ container }: { container: Container }) {
  return (
    <StrictMode>
      <ServicesProvider container={container}>
        <DocumentLanguage />
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </ServicesProvider>
    </StrictMode>
  );
}

/** The route table's screen for the current address; inside any router (the browser's, or memory in tests). */
export function PortalRoutes() {
  const config = useService(TOKENS.Config);
  const routes = useMemo(() => createRoutes(config), [config]);
  return useRoutes(routes);
}

/** Keeps `<html lang>` in step with the chosen language, for screen readers and hyphenation. */
function DocumentLanguage() {
  const { language } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = documentLanguage(language);
  }, [language]);
  return null;
}
