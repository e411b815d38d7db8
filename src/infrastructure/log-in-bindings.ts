import type { Container } from 'inversify';
import { LogIn } from '@/application/session/log-in';
import { binderOf } from './binder';

/** The login's part of the composition root, loaded once the login form is used (LogInLoader); tests bind it at once. */
export function bindLogIn(container: Container): void {
  if (!container.isBound(LogIn)) binderOf(container).bindSelf(LogIn);
}

/** The use case itself, bound first if it is not yet. */
export function logInOf(container: Container): LogIn {
  bindLogIn(container);
  return container.get(LogIn);
}
