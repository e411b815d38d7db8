import type { ListingGateway } from '@/application/listing/listing-gateway';
import type { Conference } from '@/domain/news/news';

/**
 * A conference list is short (one a year), but a pager claiming more pages than this is a misconfigured view,
 * and a feed must not fire hundreds of requests at Drupal.
 */
const MAX_PAGES = 20;

/**
 * Every conference of the public_conferences view: its first page, then the others at once. The view has no
 * filter by id or date in the wire contract, so a calendar reads the whole list and picks from it.
 */
export async function everyConference(listings: ListingGateway, signal: AbortSignal): Promise<Conference[]> {
  const first = await listings.getConferences(0, 'teaser', { signal });
  const pages = Math.min(first.pager.totalPages, MAX_PAGES);
  const later = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      listings.getConferences(index + 1, 'teaser', { signal }),
    ),
  );
  const seen = new Set<string>();
  // A conference added between two page reads shifts the pages: each is taken once.
  return [first, ...later]
    .flatMap((page) => page.rows)
    .filter((row) => !seen.has(row.uuid) && seen.add(row.uuid));
}
