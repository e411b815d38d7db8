import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
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
  return (
    <ul className={styles.social} aria-label="Social media">
      {networks.map((network) => (
        <li key={network}>
          <a href={social[network]} target="_blank" rel="noopener noreferrer">
            {LABELS[network]}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
