import { Link } from 'react-router-dom';
import type { MembersOnlyAccess } from '@/domain/session/members-only';
import { useGroupsMessages } from './groups-messages';
import { richMessage } from './rich-message';
import { LoginLink } from './route-ids';

/**
 * Where a group's topics or a topic would be, for someone who may not read them: a visitor is asked to log
 * in (and comes back here), a logged-in non-member is told the discussions are for members and where to join.
 */
export function DiscussionsClosed({ access }: { access: Exclude<MembersOnlyAccess, 'open'> }) {
  const t = useGroupsMessages();
  if (access === 'log-in')
    return <p>{richMessage(t, 'logInToRead', { login: <LoginLink>{t('logIn')}</LoginLink> })}</p>;
  return (
    <p>
      {t('discussionsForMembers')} <Link to="/join">{t('becomeMember')}</Link>
    </p>
  );
}
