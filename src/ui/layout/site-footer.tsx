import { Link } from 'react-router-dom';
import { AppConfig, wordingIn } from '@/application/config/app-config';
import { LoadMenu } from '@/application/site/load-menu';
import { visibleMenu } from '@/domain/menu/menu';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/use-translation';
import { useViewer } from '../shared/use-viewer';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useQuery } from '../shared/data/use-query';
import { useContentLanguage } from '../shared/data/content-language';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-footer.module.css';

/** The association's address and contacts, and the footer menu (items shown by role). */
export function SiteFooter() {
  const { association } = useService(AppConfig);
  const { t, language } = useTranslation();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-association">
          <h2 id="footer-association" className={styles.name}>
            {association.name}
          </h2>
          <address className={styles.address}>
            {association.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <ul className={styles.contacts}>
            {association.contactMails.map(({ label, address }) => (
              <li key={address}>
                {wordingIn(label, language)}: <a href={`mailto:${address}`}>{address}</a>
              </li>
            ))}
          </ul>
        </section>
        {/* A footer menu that is late or failed is simply not there yet: the page works without it. */}
        <QueryBoundary
          loadingLabel={t('loadingFooterMenu')}
          errorTitle={t('footerMenuFailed')}
          pending={null}
          failed={() => null}
        >
          <FooterMenu />
        </QueryBoundary>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}

function FooterMenu() {
  const loadMenu = useService(LoadMenu);
  const { language, keyIn } = useContentLanguage();
  const menu = useQuery(keyIn(['menu', 'footer']), () => loadMenu.load('footer', language));
  const items = visibleMenu(menu.data, useViewer());
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('footerNavigation')} className={styles.menu}>
      <ul>
        {items.map((item) => (
          <li key={item.href + item.label}>
            <Link to={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
