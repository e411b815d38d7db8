import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/use-translation';
import type { SocialNetwork } from './social-network';
import styles from './social-links.module.css';

const LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
};

/** External profiles, each in a new tab without giving that tab a handle on ours. */
export function SocialLinks({ networks }: { networks: readonly SocialNetwork[] }) {
  const { social } = useService(AppConfig);
  const { t } = useTranslation();
  return (
    <ul className={styles.social} aria-label={t('socialMedia')}>
      {networks.map((network) => (
        <li key={network}>
          <a href={social[network]} target="_blank" rel="noopener noreferrer">
            {/* The space outside the hidden part: engines that compute a name trim a part's edges. */}
            {LABELS[network]} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
