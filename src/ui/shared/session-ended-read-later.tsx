import { lazy, Suspense } from 'react';

// Outside every page's first load (issue 52's byte budget): it is needed only once a session has ended.
const SessionEndedRead = lazy(() =>
  import('./session-ended-read').then((module) => ({ default: module.SessionEndedRead })),
);

/**
 * "Log in again to see this" (SessionEndedRead), its code fetched when a session has ended: where a read was
 * refused for it (ErrorState), and in the place of a members-only screen kept hidden meanwhile (RequireLogin).
 */
export function SessionEndedReadLater({ headingLevel }: { headingLevel: 1 | 2 }) {
  return (
    <Suspense fallback={null}>
      <SessionEndedRead headingLevel={headingLevel} />
    </Suspense>
  );
}
