import { Link } from 'react-router-dom';
import { memberAreaPath, AppConfig } from '@/application/config/app-config';
import { heldRoles } from '@/domain/session/roles';
import { useService } from '../app/services';
import { useDocumentTitle } from '../shared/use-document-title';
import { RequireLogin } from '../shared/require-login';
import { ROLE_NAMES } from './role-names';
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
  useDocumentTitle('My account');
  const roles = heldRoles(viewer.roles).map((role) => ROLE_NAMES[role]);
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>Account</p>
      <h1>My account</h1>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{viewer.name || '—'}</dd>
        <dt>E-mail</dt>
        <dd>{user?.mail || '—'}</dd>
        <dt>Roles</dt>
        <dd>{roles.length > 0 ? roles.join(', ') : 'None'}</dd>
        <dt>Membership</dt>
        <dd>{viewer.member ? 'Active member' : 'Not a member'}</dd>
      </dl>
      <p className={styles.note}>
        To change your name, e-mail address or password, please write to the {config.association.shortName}{' '}
        office.
      </p>
      <Link to={memberAreaPath(config)}>Back to My {config.association.shortName}</Link>
    </div>
  );
}
