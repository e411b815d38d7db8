import { Link } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { sessionMessages } from './session-messages';
import styles from './membership-panel.module.css';

/** What membership gives (docs/behaviour.md, Member area): shown to members as theirs, to others as the reason to join. */
const BENEFITS = ['benefit.groups', 'benefit.proposals', 'benefit.vote'] as const;

/** The member's membership status; non-members see what membership gives and how to join. */
export function MembershipPanel({ member }: { member: boolean }) {
  const { association } = useService(AppConfig);
  const t = useMessages(sessionMessages);
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="my-membership">
      <h2 id="my-membership">{t('membership')}</h2>
      <p className={member ? styles.active : styles.inactive}>
        {member ? t('activeMember') : t('notMember')}
      </p>
      <p>{member ? t('benefitsOfMember') : t('benefitsOfVisitor', { association: association.shortName })}</p>
      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(benefit)}</li>
        ))}
      </ul>
      {!member && (
        <Link to="/join" className={styles.join}>
          {t('joinAssociation', { association: association.shortName })}
        </Link>
      )}
    </section>
  );
}
