import { token } from '../token';
import type { LogIn } from './log-in';

/**
 * The LogIn use case, loaded with the login form (its page, or the login in place): a visitor's first load
 * carries none of it. `load` answers the same promise every time (React's `use` needs that).
 */
export interface LogInLoader {
  load(): Promise<LogIn>;
}
export const LogInLoader = token<LogInLoader>('LogInLoader');
