import { Link } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { MyGroupsPanel } from '../groups/my-groups-panel';
import { MyProposalsPanel } from '../proposals/my-proposals-panel';
import { useDocumentTitle } from '../shared/use-document-title';
import { MembershipPanel } from './membership-panel';
import { RequireLogin } from '../shared/require-login';
import { useSessionState } from '../shared/use-session-state';
import { useViewer } from '../shared/use-viewer';
import styles from './member-area-page.module.css';

/** `/my-{app}`: the member's own page. Visitors are sent to login and brought back. */
export function MemberAreaPage() {
  return (
    <RequireLogin>
      <MemberArea />
    </RequireLogin>
  );
}

function MemberArea() {
  const viewer = useViewer();
  const { user } = useSessionState();
  const { association } = useService(AppConfig);
  const title = `My ${association.shortName}`;
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>Member area</p>
      <h1>{title}</h1>
      <p className={styles.lead}>{viewer.name ? `Welcome, ${viewer.name}.` : 'Welcome.'}</p>
      <div className={styles.grid}>
        <MembershipPanel member={viewer.member} />
        <MyGroupsPanel />
        <MyProposalsPanel />
        <section className={styles.panel} aria-labelledby="my-account">
          <h2 id="my-account">My account</h2>
          <p className={styles.muted}>{user?.mail ?? 'Your name, e-mail address and roles.'}</p>
          <Link to="/user/account">Account details</Link>
        </section>
      </div>
    </div>
  );
}
