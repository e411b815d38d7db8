import { token } from '../token';
import type { LogIn } from './log-in';

/**
 * The LogIn use case, loaded once the login form (its page, or the login in place) is first used: a visitor's
 * first load carries none of it. `load` answers the same promise every time.
 */
export interface LogInLoader {
  load(): Promise<LogIn>;
}
export const LogInLoader = token<LogInLoader>('LogInLoader');
