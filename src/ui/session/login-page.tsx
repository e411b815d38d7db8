import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MoveTo } from '../shared/move-to';
import { memberAreaPath, AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { useTranslation } from '../i18n/use-translation';
import { useDocumentTitle } from '../shared/use-document-title';
import { loginDestination } from '../shared/login-destination';
import { LoginForm } from './login-form';
import { sessionMessages } from './session-messages';
import { useViewer } from '../shared/use-viewer';
import styles from './login-page.module.css';

/** `/user/login` and `/user/first-login`: after login, back to where the member came from. */
export function LoginPage() {
  const { t } = useTranslation();
  const words = useMessages(sessionMessages);
  const config = useService(AppConfig);
  const association = config.association.shortName;
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const target = loginDestination(location.state, memberAreaPath(config));
  useDocumentTitle(t('loginTitle'));

  if (viewer.loggedIn) return <MoveTo to={target} replace />;

  return (
    <div className={styles.wrapper}>
      <h1>{t('loginTitle')}</h1>
      <p className={styles.intro}>{words('loginIntro', { association })}</p>
      <div className={styles.card}>
        <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
      </div>
      <p className={styles.help}>
        {words('notMemberYet')} <Link to="/join">{words('joinAssociation', { association })}</Link>
      </p>
    </div>
  );
}
