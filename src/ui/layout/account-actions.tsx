import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../shared/use-hydrated';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { memberAreaPath, AppConfig } from '@/application/config/app-config';
import type { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { LogOut } from '@/application/session/log-out';
import { canSeeHeaderEditButtons } from '@/domain/session/roles';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/use-translation';
import { loginStateFrom } from '../shared/login-destination';
import { useViewer } from '../shared/use-viewer';
import styles from './account-actions.module.css';

// Asked only at a logout with unsaved proposal edits: its code (and the proposal styles) load then.
const UnsavedProposalsDialog = lazy(() =>
  import('../proposals/unsaved-proposals-dialog').then((m) => ({ default: m.UnsavedProposalsDialog })),
);

// Only editors and administrators see them: their code stays out of every visitor's and member's first load.
const EditorShortcuts = lazy(() =>
  import('./editor-shortcuts').then((m) => ({ default: m.EditorShortcuts })),
);

/** Join and Login for visitors; the member area, Logout and the editors' shortcuts for logged-in users. */
export function AccountActions() {
  const viewer = useViewer();
  const { t } = useTranslation();
  return (
    <nav className={styles.account} aria-label={t('accountNavigation')}>
      {viewer.loggedIn ? (
        <>
          {canSeeHeaderEditButtons(viewer.roles) && (
            <Suspense fallback={null}>
              <EditorShortcuts />
            </Suspense>
          )}
          <MemberLinks />
        </>
      ) : (
        <VisitorLinks />
      )}
    </nav>
  );
}

function VisitorLinks() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <>
      <Link to="/join" className={styles.buttonQuiet}>
        {t('join')}
      </Link>
      <Link to="/user/login" state={loginStateFrom(pathname + search)} className={styles.button}>
        {t('loginButton')}
      </Link>
    </>
  );
}

function MemberLinks() {
  const { t } = useTranslation();
  const config = useService(AppConfig);
  const logOut = useService(LogOut);
  const proposals = useService(ProposalDeskLoader);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [asking, setAsking] = useState<ProposalDeskStore | null>(null);
  // Drawn by the server for a member: a click before the code has taken the page over would do nothing.
  const hydrated = useHydrated();

  // Whether every system's session really ended is told by the LogoutNotice of the layout.
  const leave = async () => {
    setAsking(null);
    setLeaving(true);
    await logOut.execute();
    setLeaving(false);
    await navigate('/');
  };
  const onLogout = () => {
    const desk = proposals.current()?.store;
    if (desk && desk.unsavedKinds().length > 0) setAsking(desk);
    else void leave();
  };

  return (
    <>
      <Link to={memberAreaPath(config)} className={styles.buttonQuiet}>
        {t('memberArea', { association: config.association.shortName })}
      </Link>
      <button type="button" className={styles.button} onClick={onLogout} disabled={leaving || !hydrated}>
        {t('logout')}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <UnsavedProposalsDialog
            desk={asking}
            onLogOut={() => void leave()}
            onCancel={() => setAsking(null)}
          />
        </Suspense>
      )}
    </>
  );
}
