import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { CurrentNodeProvider } from '../shared/current-node';
import { SessionStatus } from '../session/session-status';
import { OutboxStart } from '../groups/outbox-start';
import { ScrollToTop } from '../shared/scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { SocialNetwork } from './social-network';
import styles from './main-layout.module.css';

/** The site layout: header with menu, the screen, footer. */
export function MainLayout({ children, socialLinks = ['facebook', 'instagram'] }: MainLayoutProps) {
  const { t } = useTranslation();
  return (
    <CurrentNodeProvider>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader socialLinks={socialLinks} />
      <SessionStatus />
      <OutboxStart />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
    </CurrentNodeProvider>
  );
}

interface MainLayoutProps {
  children: ReactNode;
  socialLinks?: readonly SocialNetwork[];
}
