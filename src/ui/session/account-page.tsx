import { Link } from 'react-router-dom';
import { memberAreaPath, AppConfig } from '@/application/config/app-config';
import { heldRoles } from '@/domain/session/roles';
import { useService } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { useTranslation } from '../i18n/use-translation';
import { useDocumentTitle } from '../shared/use-document-title';
import { RequireLogin } from '../shared/require-login';
import { roleName } from './role-names';
import { sessionMessages } from './session-messages';
import { useSessionState } from '../shared/use-session-state';
import { useViewer } from '../shared/use-viewer';
import styles from './account-page.module.css';

/** `/user/account`: name, e-mail, roles and membership of the logged-in user. */
export function AccountPage() {
  return (
    <RequireLogin>
      <AccountDetails />
    </RequireLogin>
  );
}

function AccountDetails() {
  const viewer = useViewer();
  const { user } = useSessionState();
  const config = useService(AppConfig);
  const t = useMessages(sessionMessages);
  const { t: shell, language } = useTranslation();
  const association = config.association.shortName;
  useDocumentTitle(t('myAccount'));
  const roles = heldRoles(viewer.roles).map((role) => roleName(role, t));
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>{t('accountKicker')}</p>
      <h1>{t('myAccount')}</h1>
      <dl className={styles.facts}>
        <dt>{t('name')}</dt>
        <dd>{viewer.name || '—'}</dd>
        <dt>{shell('email')}</dt>
        <dd>{user?.mail || '—'}</dd>
        <dt>{t('roles')}</dt>
        <dd>
          {roles.length > 0
            ? new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(roles)
            : t('noRoles')}
        </dd>
        <dt>{t('membership')}</dt>
        <dd>{viewer.member ? t('activeMember') : t('notMember')}</dd>
      </dl>
      <p className={styles.note}>{t('changeDetailsNote', { association })}</p>
      <Link to={memberAreaPath(config)}>{t('backToMemberArea', { association })}</Link>
    </div>
  );
}
