import { useId, useState } from 'react';
import type { ConflictChoice, ProposalConflict } from '@/application/proposals/draft-view';
import { defaultChoice, type MergeChoice, type MergeQuestion } from '@/domain/proposals/merge-versions';
import type { ProposalSchema } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../i18n/use-messages';
import { entryLabel, fieldWord } from './fields/field-words';
import { proposalsMessages, type ProposalsTranslate } from './proposals-messages';
import { useMomentFormat } from './use-moment-format';
import { plainText } from './version-text';
import feature from './proposals-feature.module.css';
import styles from './proposal-conflict-panel.module.css';

interface ProposalConflictPanelProps {
  schema: ProposalSchema;
  conflict: ProposalConflict;
  onChoose(choice: ConflictChoice): void;
}

/**
 * Newer words saved in another tab or on another device met this tab's unsaved ones (issues 73 and 81): what
 * only one of the two changed is merged already; the fields both changed, each its own way, show both texts,
 * named with their paper ("Abstract of paper 2"), and the member keeps one, or both where the field holds both.
 * Where more than one field is asked, each has its own choice (the phone's Abstract beside the laptop's
 * Title), this tab's words first but where it has none, kept with "Keep as chosen". The form waits, read-only,
 * until then.
 */
export function ProposalConflictPanel({ schema, conflict, onChoose }: ProposalConflictPanelProps) {
  const t = useMessages(proposalsMessages);
  const formatMoment = useMomentFormat();
  const title = useId();
  const { questions } = conflict;
  const [choices, setChoices] = useState<Readonly<Record<string, MergeChoice>>>(() =>
    Object.fromEntries(questions.map((question) => [question.path, defaultChoice(question)])),
  );
  const byField = questions.length > 1;
  const labels: VersionLabels = {
    mine: t('conflict.mine', { met: conflict.met }),
    theirs: t('conflict.theirs', formatMoment(conflict.theirsUpdated)),
    both: t('conflict.both'),
    removed: t('conflict.removed'),
  };
  const chosen = (choice: MergeChoice) =>
    Object.entries(choices)
      .filter(([, each]) => each === choice)
      .map(([path]) => path);
  const only = questions.length === 1 ? questions[0] : undefined;
  return (
    <section className={styles.conflict} aria-labelledby={title}>
      <h2 id={title}>{t('conflict.title')}</h2>
      <p>{t('conflict.text', { met: conflict.met })}</p>
      {byField && <p>{t('conflict.byField')}</p>}
      {questions.map((question) =>
        byField ? (
          <FieldChoice
            key={question.path}
            question={question}
            name={questionName(question, schema, t)}
            labels={labels}
            choice={choices[question.path] ?? 'mine'}
            onChoose={(choice) => setChoices((before) => ({ ...before, [question.path]: choice }))}
          />
        ) : (
          <div key={question.path} className={styles.field}>
            <h3>{questionName(question, schema, t)}</h3>
            <dl className={styles.versions}>
              <div className={styles.version}>
                <dt>{labels.mine}</dt>
                <dd>{shownText(question, 'mine', labels)}</dd>
              </div>
              <div className={styles.version}>
                <dt>{labels.theirs}</dt>
                <dd>{shownText(question, 'theirs', labels)}</dd>
              </div>
            </dl>
          </div>
        ),
      )}
      <div className={feature.actions}>
        {byField && (
          <button
            type="button"
            className={feature.primary}
            onClick={() => onChoose({ keepMine: chosen('mine'), keepBoth: chosen('both') })}
          >
            {t('conflict.keepChosen')}
          </button>
        )}
        <button
          type="button"
          className={byField ? feature.secondary : feature.primary}
          onClick={() => onChoose('mine')}
        >
          {t('conflict.keepMine')}
        </button>
        <button type="button" className={feature.secondary} onClick={() => onChoose('newer')}>
          {t('conflict.keepTheirs')}
        </button>
        {only?.canKeepBoth && (
          <button
            type="button"
            className={feature.secondary}
            onClick={() => onChoose({ keepMine: [], keepBoth: [only.path] })}
          >
            {t('conflict.keepBoth')}
          </button>
        )}
      </div>
    </section>
  );
}

interface VersionLabels {
  mine: string;
  theirs: string;
  both: string;
  removed: string;
}

/** A field asked, as the member knows it: "Title", "Abstract of paper 2", or "Paper 2" for a whole paper. */
function questionName(question: MergeQuestion, schema: ProposalSchema, t: ProposalsTranslate): string {
  const field = schema.fields.find((each) => each.name === question.field);
  if (!field) return question.path;
  if (field.type !== 'group' || !question.entry) return field.label;
  const { number } = question.entry;
  const inner = field.fields.find((each) => each.name === question.inner);
  if (!inner) return entryLabel(t, field, number);
  return fieldWord(t, `conflict.inEntry.${field.name}`, { field: inner.label, number });
}

/** A version's words in the field asked, "Removed" for a paper it removed, or a dash where it has none. */
const shownText = (question: MergeQuestion, side: 'mine' | 'theirs', labels: VersionLabels) =>
  question[side] === null ? labels.removed : plainText(question[side]) || '—';

interface FieldChoiceProps {
  question: MergeQuestion;
  name: string;
  labels: VersionLabels;
  choice: MergeChoice;
  onChoose(choice: MergeChoice): void;
}

/**
 * One field's two texts as a choice of one, and a third, both, where the field holds both: each option named by
 * whose it is, its text read as its description.
 */
function FieldChoice({ question, name, labels, choice, onChoose }: FieldChoiceProps) {
  const id = useId();
  const option = (value: MergeChoice) => {
    const text = value === 'both' ? '' : shownText(question, value, labels);
    const whose = `${id}-${value}`;
    // The whole box is the label (a tap on the text chooses it); the name is whose words, the text its description.
    return (
      <label className={`${styles.version} ${styles.option}`}>
        <span className={styles.optionName}>
          <input
            type="radio"
            name={id}
            checked={choice === value}
            onChange={() => onChoose(value)}
            aria-labelledby={`${whose}-name`}
            aria-describedby={text ? `${whose}-text` : undefined}
          />
          <span id={`${whose}-name`}>{labels[value]}</span>
        </span>
        {text && (
          <span id={`${whose}-text`} className={styles.text}>
            {text}
          </span>
        )}
      </label>
    );
  };
  return (
    <fieldset className={styles.field}>
      <legend>{name}</legend>
      <div className={styles.versions}>
        {option('mine')}
        {option('theirs')}
        {question.canKeepBoth && option('both')}
      </div>
    </fieldset>
  );
}
