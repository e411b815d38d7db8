import { countWords } from '@/domain/proposals/word-count';
import { useMessages } from '../../i18n/use-messages';
import { proposalsMessages } from '../proposals-messages';
import styles from './limit-note.module.css';

/** How long a text is against its limit, in the unit the limit is stated in. */
export interface TextLimit {
  readonly unit: 'characters' | 'words';
  readonly count: number;
  readonly max: number;
}

/** Characters as validateProposal counts them (UTF-16 units, as `maxLength` did), so both agree on the excess. */
export const characterLimit = (text: string, max: number): TextLimit => ({
  unit: 'characters',
  count: text.length,
  max,
});

export const wordLimit = (text: string, max: number): TextLimit => ({
  unit: 'words',
  count: countWords(text),
  max,
});

export const isOver = (limit: TextLimit) => limit.count > limit.max;

/** Characters left are said only in the last tenth of the limit: far from it, a one-line field stays bare. */
const isNear = (limit: TextLimit) => limit.max - limit.count <= Math.ceil(limit.max / 10);

/**
 * Whether the note has anything to say, and so whether the control names it in its aria-describedby: a word
 * count always, a character count only near or over its limit.
 */
export const hasNote = (limit: TextLimit) => limit.unit === 'words' || isNear(limit);

interface LimitNoteProps {
  /** The control names it in its aria-describedby while it has something to say (`hasNote`). */
  id: string;
  limit: TextLimit;
  /** Where a layout places it (a list entry's grid); with nothing to say it is out of the flow all the same. */
  className?: string;
}

/**
 * The live note under a text with a limit: a long text's word count, always; a one-line text's characters left
 * near its limit. Only going over the limit is announced, politely, and by how much, so a screen reader is not
 * interrupted on every keystroke within it. The live part is always there, empty, so that going over is heard;
 * with nothing to say, the note takes no room.
 */
export function LimitNote({ id, limit, className: placed }: LimitNoteProps) {
  const t = useMessages(proposalsMessages);
  const { unit, count, max } = limit;
  const over = count - max;
  const calm =
    unit === 'words'
      ? t('field.wordCount', { words: count, max })
      : over <= 0 && isNear(limit)
        ? t('field.charactersLeft', { left: max - count })
        : '';
  const overText =
    over <= 0
      ? ''
      : unit === 'words'
        ? t('field.wordsOver', { over })
        : t('field.charactersOver', { over, max });
  const className = over > 0 ? styles.countOver : hasNote(limit) ? styles.count : styles.silent;
  return (
    <p id={id} className={placed ? `${className} ${placed}` : className}>
      {calm}
      <span aria-live="polite">{overText}</span>
    </p>
  );
}
