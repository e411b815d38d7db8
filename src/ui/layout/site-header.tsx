import { Link } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { HeaderSearch } from '../search/header-search';
import { AccountActions } from './account-actions';
import { MainMenu } from './main-menu';
import type { SocialNetwork } from './social-network';
import { SocialLinks } from './social-links';
import styles from './site-header.module.css';

export function SiteHeader({ socialLinks }: { socialLinks: readonly SocialNetwork[] }) {
  const { association } = useService(AppConfig);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {/* Named by its visible text (the short name, and the full name where there is room). */}
        <Link to="/" className={styles.logo}>
          <span className={styles.logoMark}>{association.shortName}</span>
          <span className={styles.logoText}>{association.name}</span>
        </Link>
        <div className={styles.actions}>
          <SocialLinks networks={socialLinks} />
          <HeaderSearch />
          <AccountActions />
        </div>
      </div>
      <MainMenu />
    </header>
  );
}
