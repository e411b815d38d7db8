import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Credentials } from '@/application/session/log-in';
import { useMessages } from '../i18n/use-messages';
import { useTranslation } from '../i18n/use-translation';
import { loginErrorMessage } from './login-error-message';
import { sessionMessages } from './session-messages';
import { useLogIn } from './use-log-in';
import styles from './login-form.module.css';

interface LoginFormProps {
  /** Called once both systems accepted the login. */
  onLoggedIn(): void | Promise<void>;
  /** Puts the cursor in the e-mail field, for a form that opens on request. */
  focusOnOpen?: boolean;
}

/** E-mail and password for both systems; a refusal is shown above the fields and what was typed stays. */
export function LoginForm({ onLoggedIn, focusOnOpen = false }: LoginFormProps) {
  const { t } = useTranslation();
  const words = useMessages(sessionMessages);
  const logIn = useLogIn();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Credentials>({
    defaultValues: { mail: '', password: '' },
  });

  const onSubmit = async (credentials: Credentials) => {
    setFailure(null);
    const result = await logIn.execute(credentials);
    if (result.ok) await onLoggedIn();
    else setFailure(loginErrorMessage(result.error, words));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
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
        required
        {...register('mail', { required: true })}
      />
      <label htmlFor={`${id}-password`}>{t('password')}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        required
        {...register('password', { required: true })}
      />
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {t('loginButton')}
      </button>
    </form>
  );
}
