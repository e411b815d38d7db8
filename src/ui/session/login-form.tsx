import { useId, useState, type FormEvent } from 'react';
import type { Credentials } from '@/application/session/log-in';
import { useMessages } from '../i18n/use-messages';
import { useHydrated } from '../shared/use-hydrated';
import { useTranslation } from '../i18n/use-translation';
import { loginErrorMessage } from './login-error-message';
import { sessionMessages } from './session-messages';
import { useLogInOnDemand } from './use-log-in';
import styles from './login-form.module.css';

interface LoginFormProps {
  /** Called once both systems accepted the login. */
  onLoggedIn(): void | Promise<void>;
  /** Puts the cursor in the e-mail field, for a form that opens on request. */
  focusOnOpen?: boolean;
}

/**
 * E-mail and password for both systems; a refusal is shown above the fields and what was typed stays. The
 * fields are the browser's own (`required`, `type="email"` checked before submit): no form library, so the
 * login screen's first load stays within budget (issue 30; react-hook-form alone was 13 kB gzipped). Nor does it
 * carry the login's own code: the form asks for it when first focused (useLogInOnDemand).
 */
export function LoginForm({ onLoggedIn, focusOnOpen = false }: LoginFormProps) {
  const { t } = useTranslation();
  const words = useMessages(sessionMessages);
  const { prepare, logIn } = useLogInOnDemand();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Drawn by the server, the form can be filled in before its code has run, but not sent: the button (and with
  // it Enter in a field) waits for the code, so a password never leaves in a plain form's address.
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first is on its way sends nothing (the button is disabled as well).
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    const credentials = credentialsOf(event.currentTarget);
    try {
      const useCase = await logIn();
      if (!useCase) return;
      const result = await useCase.execute(credentials);
      if (result.ok) await onLoggedIn();
      else setFailure(loginErrorMessage(result.error, words));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onFocus={prepare} onSubmit={(event) => void onSubmit(event)}>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <label htmlFor={`${id}-mail`}>{t('email')}</label>
      <input
        id={`${id}-mail`}
        type="email"
        autoComplete="username"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the member asked for this form
        autoFocus={focusOnOpen}
        name="mail"
        required
      />
      <label htmlFor={`${id}-password`}>{t('password')}</label>
      <input id={`${id}-password`} type="password" autoComplete="current-password" name="password" required />
      <noscript>
        <p className={styles.withoutScript}>{words('loginNeedsJavaScript')}</p>
      </noscript>
      <button type="submit" className={styles.submit} disabled={submitting || !hydrated}>
        {t('loginButton')}
      </button>
    </form>
  );
}

/** What was typed, read from the form's own fields when it is sent. */
function credentialsOf(form: HTMLFormElement): Credentials {
  const data = new FormData(form);
  return { mail: String(data.get('mail') ?? ''), password: String(data.get('password') ?? '') };
}
