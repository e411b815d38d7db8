import { AppConfig } from '@/application/config/app-config';
import { canSeeEditIcons } from '@/domain/session/roles';
import { useService } from '../app/services';
import { useViewer } from '../shared/use-viewer';
import { useGroupsMessages } from './groups-messages';
import styles from './drupal-actions.module.css';

/** 20×20 outlines: a pencil, a plus, a bin. */
const ICONS = {
  edit: 'M13.5 3.5l3 3L7 16H4v-3zM11.5 5.5l3 3',
  create: 'M10 4v12M4 10h12',
  delete: 'M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10',
} as const;

export interface DrupalAction {
  /** The accessible name, also shown on hover: "Edit group". */
  readonly label: string;
  /** Below the content system's base: `group/3/edit`. */
  readonly path: string;
  readonly icon: keyof typeof ICONS;
}

/**
 * Edit, create and delete shortcuts into the content system, for editors, developers and administrators
 * (docs/behaviour.md, Roles). They open in a new tab, as the header's Edit and CMS do, so the portal stays open.
 */
export function DrupalActions({ actions }: { actions: readonly DrupalAction[] }) {
  const { roles } = useViewer();
  const { cmsUrl } = useService(AppConfig);
  const t = useGroupsMessages();
  if (!canSeeEditIcons(roles)) return null;
  return (
    <ul className={styles.cmsActions} aria-label={t('contentSystem')}>
      {actions.map(({ label, path, icon }) => (
        <li key={path}>
          <a
            className={styles.iconButton}
            href={`${cmsUrl}${path}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d={ICONS[icon]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
