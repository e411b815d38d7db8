import english from './catalogues/en/shell.json';
import { messageNamespace, type Translate } from './message-catalogues';

/**
 * The words of the frame every screen shares: header, menus, footer, the account actions, the login form's
 * words, and the shared states (loading, cancelled, failed, the pager, a screen's error).
 */
export const shellMessages = messageNamespace('shell', english);

export type ShellKey = keyof typeof english;
export type ShellTranslate = Translate<ShellKey>;
