import { Suspense } from 'react';
import type { PageNode } from '@/domain/pages/page';
import { ReaderLanguage } from '../shared/reader-language';
import { CalendarLink } from './list-parts';

/**
 * A content page's calendar link: only a conference has one, loaded with the first conference page. In a
 * boundary of its own, so neither the page nor its takeover from the server waits for the link's code.
 */
export function ConferenceCalendar({ node }: { node: PageNode }) {
  if (node.contentType !== 'conference') return null;
  return (
    <ReaderLanguage>
      <Suspense fallback={null}>
        <CalendarLink nid={node.nid} title={node.title} />
      </Suspense>
    </ReaderLanguage>
  );
}
