import { Link } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { LoadMenu } from '@/application/site/load-menu';
import { visibleMenu } from '@/domain/menu/menu';
import { useService } from '../app/services';
import { useViewer } from '../shared/use-viewer';
import { useAsync } from '../shared/use-async';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-footer.module.css';

/** The association's address and contacts, and the footer menu (items shown by role). */
export function SiteFooter() {
  const { association } = useService(AppConfig);
  const loadMenu = useService(LoadMenu);
  const menu = useAsync(() => loadMenu.load('footer'), [loadMenu], 'menu:footer');
  const viewer = useViewer();
  const items = menu.status === 'ready' ? visibleMenu(menu.data, viewer) : [];

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
                {label}: <a href={`mailto:${address}`}>{address}</a>
              </li>
            ))}
          </ul>
        </section>
        {items.length > 0 && (
          <nav aria-label="Footer" className={styles.menu}>
            <ul>
              {items.map((item) => (
                <li key={item.href + item.label}>
                  <Link to={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
