import { isMissingText, MISSING_TEXT } from '@/domain/proposals/event-settings';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { useMessages } from '../i18n/use-messages';
import { SafeHtml } from '../shared/safe-html';
import { proposalsMessages } from './proposals-messages';
import styles from './proposal-page.module.css';

interface CallIntroProps {
  intro: string | null;
  kind: ProposalKind;
  /** The language the call's texts are in, where Drupal says. */
  lang: string | undefined;
}

/**
 * The call's intro to one kind of proposal, as Drupal gives it. Where it gives none, `---` stands in its place,
 * as docs/behaviour.md (Event settings) has every missing text of the call show: in the intro's own block and
 * type, so that it reads as the intro it stands for rather than a stray line, and said in words to a screen
 * reader, which would read the dashes out or skip them.
 */
export function CallIntro({ intro, kind, lang }: CallIntroProps) {
  const t = useMessages(proposalsMessages);
  if (!isMissingText(intro)) return <SafeHtml html={intro} className={styles.eventText} lang={lang} />;
  return (
    <div className={styles.eventText} data-missing-text="intro">
      <p className={styles.missingText}>
        <span aria-hidden="true">{MISSING_TEXT}</span>
        <span className="visually-hidden">{t('introMissing', { kind })}</span>
      </p>
    </div>
  );
}
