import type { RestoreOffer } from '@/application/proposals/restore-offer';
import type { ProposalSchema, ProposalValues } from '@/domain/proposals/proposal-fields';
import { useMessages } from '../i18n/use-messages';
import { proposalsMessages } from './proposals-messages';
import { useMomentFormat } from './use-moment-format';
import { plainText } from './version-text';
import styles from './restore-offer-panel.module.css';

interface RestoreOfferPanelProps {
  schema: ProposalSchema;
  offer: RestoreOffer;
  onChoose(choice: 'device' | 'server'): void;
}

/**
 * Two versions side by side: the one on this device with edits the proposal system never confirmed, and
 * the proposal system's. "Newer" only when the device's edits were made on the server's current version;
 * an overtaken copy says that the proposal system has a later version from elsewhere. The device's edit
 * shows no time: it is by the device's clock, and set beside the server's time it could look older than
 * the server's version (or newer) only because the two clocks disagree.
 */
export function RestoreOfferPanel({ schema, offer, onChoose }: RestoreOfferPanelProps) {
  const t = useMessages(proposalsMessages);
  const formatMoment = useMomentFormat();
  return (
    <section className={styles.restore} aria-labelledby="restore-title">
      <h2 id="restore-title">{t(offer.overtaken ? 'restore.titleOvertaken' : 'restore.titleKept')}</h2>
      <p>{t(offer.overtaken ? 'restore.textOvertaken' : 'restore.textKept')}</p>
      <div className={styles.versions}>
        <Version heading={t('restore.onDevice')} schema={schema} values={offer.device.values} />
        <Version
          heading={
            offer.server.updated
              ? t('restore.onServerAt', { when: formatMoment(offer.server.updated).when })
              : t('restore.onServerNothing')
          }
          schema={schema}
          values={offer.server.values}
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => onChoose('device')}>
          {t('restore.useDevice')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onChoose('server')}>
          {t('restore.keepServer')}
        </button>
      </div>
    </section>
  );
}

function Version({
  heading,
  schema,
  values,
}: {
  heading: string;
  schema: ProposalSchema;
  values: ProposalValues;
}) {
  return (
    <div className={styles.version}>
      <h3>{heading}</h3>
      <dl>
        {schema.fields.map((field) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd>{plainText(values[field.name]) || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
