import { useId, useState } from 'react';
import type { ConflictChoice, ProposalConflict } from '@/application/proposals/draft-view';
import { differingFields, fieldsKeptMineFirst } from '@/domain/proposals/differing-fields';
import type { ProposalField, ProposalSchema, ProposalValues } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../i18n/use-messages';
import { proposalsMessages } from './proposals-messages';
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
 * Newer words saved in another tab or on another device met this tab's unsaved ones (issue 73): neither is
 * dropped; the fields where they differ show both texts, and the member keeps one, as the comment conflict
 * does. Where more than one field differs, each has its own choice (the phone's Abstract beside the laptop's
 * Title), this tab's words first but where it has none, kept with "Keep as chosen". The form waits, read-only,
 * until then.
 */
export function ProposalConflictPanel({ schema, conflict, onChoose }: ProposalConflictPanelProps) {
  const t = useMessages(proposalsMessages);
  const formatMoment = useMomentFormat();
  const title = useId();
  const fields = differingFields(schema, conflict.mine, conflict.theirs);
  const [keptMine, setKeptMine] = useState<ReadonlySet<string>>(
    () => new Set(fieldsKeptMineFirst(schema, conflict.mine, conflict.theirs)),
  );
  const byField = fields.length > 1;
  const labels = {
    mine: t('conflict.mine', { met: conflict.met }),
    theirs: t('conflict.theirs', formatMoment(conflict.theirsUpdated)),
  };
  const keep = (name: string, mine: boolean) =>
    setKeptMine((kept) => {
      const next = new Set(kept);
      if (mine) next.add(name);
      else next.delete(name);
      return next;
    });
  return (
    <section className={styles.conflict} aria-labelledby={title}>
      <h2 id={title}>{t('conflict.title')}</h2>
      <p>{t('conflict.text', { met: conflict.met })}</p>
      {byField && <p>{t('conflict.byField')}</p>}
      {fields.map((field) =>
        byField ? (
          <FieldChoice
            key={field.name}
            field={field}
            conflict={conflict}
            labels={labels}
            keptMine={keptMine.has(field.name)}
            onKeep={(mine) => keep(field.name, mine)}
          />
        ) : (
          <div key={field.name} className={styles.field}>
            <h3>{field.label}</h3>
            <dl className={styles.versions}>
              <div className={styles.version}>
                <dt>{labels.mine}</dt>
                <dd>{shownText(conflict.mine, field.name)}</dd>
              </div>
              <div className={styles.version}>
                <dt>{labels.theirs}</dt>
                <dd>{shownText(conflict.theirs, field.name)}</dd>
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
            onClick={() => onChoose({ keepMine: [...keptMine] })}
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
      </div>
    </section>
  );
}

/** A version's words in one field, or a dash where it has none. */
const shownText = (values: ProposalValues, name: string) => plainText(values[name]) || '—';

interface FieldChoiceProps {
  field: ProposalField;
  conflict: ProposalConflict;
  labels: { mine: string; theirs: string };
  keptMine: boolean;
  onKeep(mine: boolean): void;
}

/** One field's two texts as a choice of one: each option named by whose it is, its text read as its description. */
function FieldChoice({ field, conflict, labels, keptMine, onKeep }: FieldChoiceProps) {
  const id = useId();
  const option = (mine: boolean) => {
    const text = shownText(mine ? conflict.mine : conflict.theirs, field.name);
    const whose = `${id}-${mine ? 'mine' : 'theirs'}`;
    // The whole box is the label (a tap on the text chooses it); the name is whose words, the text its description.
    return (
      <label className={`${styles.version} ${styles.option}`}>
        <span className={styles.optionName}>
          <input
            type="radio"
            name={id}
            checked={keptMine === mine}
            onChange={() => onKeep(mine)}
            aria-labelledby={`${whose}-name`}
            aria-describedby={`${whose}-text`}
          />
          <span id={`${whose}-name`}>{mine ? labels.mine : labels.theirs}</span>
        </span>
        <span id={`${whose}-text`} className={styles.text}>
          {text}
        </span>
      </label>
    );
  };
  return (
    <fieldset className={styles.field}>
      <legend>{field.label}</legend>
      <div className={styles.versions}>
        {option(true)}
        {option(false)}
      </div>
    </fieldset>
  );
}
