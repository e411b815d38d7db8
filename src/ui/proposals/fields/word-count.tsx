import { countWords } from '@/domain/proposals/word-count';
import { useMessages } from '../../i18n/use-messages';
import { proposalsMessages } from '../proposals-messages';
import styles from './word-count.module.css';

interface WordCountProps {
  /** The textarea names it in its aria-describedby, so the count is read with the field. */
  id: string;
  text: string;
  maxWords: number;
}

/**
 * The live count under a long text, always visible. Only going over the limit is announced (politely),
 * so a screen reader is not interrupted on every word typed within it.
 */
export function WordCount({ id, text, maxWords }: WordCountProps) {
  const t = useMessages(proposalsMessages);
  const words = countWords(text);
  const over = words - maxWords;
  return (
    <p id={id} className={over > 0 ? styles.countOver : styles.count}>
      {t('field.wordCount', { words, max: maxWords })}
      <span aria-live="polite">{over > 0 ? t('field.wordsOver', { over }) : ''}</span>
    </p>
  );
}
