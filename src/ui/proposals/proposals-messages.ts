import english from '../i18n/catalogues/en/proposals.json';
import { messageNamespace, type Translate } from '../i18n/message-catalogues';

/** The words of the conference proposal forms, the My proposals panel and the logout question about them. */
export const proposalsMessages = messageNamespace('proposals', english);

export type ProposalsKey = keyof typeof english;
export type ProposalsTranslate = Translate<ProposalsKey>;

/** A key made from a schema's names (`label.panel.papers.title`), if the catalogue has it. */
export const isProposalsKey = (key: string): key is ProposalsKey => Object.hasOwn(english, key);
