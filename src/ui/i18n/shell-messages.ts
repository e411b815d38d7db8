import english from './catalogues/en/shell.json';
import { messageNamespace } from './message-catalogues';

/** The words of the frame every screen shares: header, footer, the account actions and the login form. */
export const shellMessages = messageNamespace('shell', english);
