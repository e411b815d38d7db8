import { Link } from 'react-router-dom';
import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';
import styles from './membership-panel.module.css';

/** What membership gives (spec section 1): shown to members as theirs, to others as the reason to join. */
const BENEFITS = [
  'Join working groups and start topics in them',
  'Propose panels, papers and workshops for the annual conference',
  'Vote in the general assembly',
] as const;

/** The member's membership status; non-members see what membership gives and how to join. */
export function MembershipPanel({ member }: { member: boolean }) {
  const { association } = useService(AppConfig);
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="my-membership">
      <h2 id="my-membership">Membership</h2>
      <p className={member ? styles.active : styles.inactive}>{member ? 'Active member' : 'Not a member'}</p>
      <p>{member ? 'Your membership lets you:' : `As a member of ${association.shortName} you can:`}</p>
      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {!member && (
        <Link to="/join" className={styles.join}>
          Join {association.shortName}
        </Link>
      )}
    </section>
  );
}
