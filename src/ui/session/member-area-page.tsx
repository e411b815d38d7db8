import { Link } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { MyGroupsPanel } from '../groups/my-groups-panel';

export { preloadMemberAreaParts } from '../groups/my-groups-panel';
import { MyProposalsPanel } from '../proposals/my-proposals-panel';
import { useDocumentTitle } from '../shared/use-document-title';
import { MembershipPanel } from './membership-panel';
import { RequireLogin } from '../shared/require-login';
import { sessionMessages } from './session-messages';
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
  const t = useMessages(sessionMessages);
  const title = t('memberAreaTitle', { association: association.shortName });
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <p className={styles.kicker}>{t('memberAreaKicker')}</p>
      <h1>{title}</h1>
      <p className={styles.lead}>{viewer.name ? t('welcomeNamed', { name: viewer.name }) : t('welcome')}</p>
      <div className={styles.grid}>
        <MyGroupsPanel />
        <MembershipPanel member={viewer.member} />
        <MyProposalsPanel />
        <section className={styles.panel} aria-labelledby="my-account">
          <h2 id="my-account">{t('myAccount')}</h2>
          <p className={styles.muted}>{user?.mail ?? t('accountSummary')}</p>
          <Link to="/user/account">{t('accountDetails')}</Link>
        </section>
      </div>
    </div>
  );
}
