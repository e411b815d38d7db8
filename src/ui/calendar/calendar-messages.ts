import english from '../i18n/catalogues/en/calendar.json';
import { messageNamespace } from '../i18n/message-catalogues';

/** The words of the calendar links; English travels with them, other languages are fetched when chosen. */
export const calendarMessages = messageNamespace('calendar', english);
