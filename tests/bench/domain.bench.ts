import { bench, describe } from 'vitest';
import { activeTopItem, visibleMenu, type MenuItem } from '@/domain/menu/menu';
import type { Paragraph } from '@/domain/pages/paragraph';
import { placeParagraphs } from '@/domain/pages/sections';
import { sortTimeline } from '@/domain/timeline/timeline';

/** A long page: 50 two-column sections of 10 paragraphs each. */
const longPage: Paragraph[] = Array.from({ length: 50 }, (_, s) => [
  { type: 'layout' as const, layout: 'layout_twocol' as const, uuid: `l${s}`, parentUuid: '', region: '' },
  ...Array.from({ length: 10 }, (_, p) => ({
    type: 'text' as const,
    title: `Paragraph ${p}`,
    html: '<p>text</p>',
    uuid: `p${s}-${p}`,
    parentUuid: `l${s}`,
    region: p % 2 ? 'first' : 'second',
  })),
]).flat();

const bigMenu: MenuItem[] = Array.from({ length: 12 }, (_, i) => ({
  label: `Item ${i}`,
  href: `/section-${i}`,
  nid: i,
  visibility: i % 3 ? { kind: 'everyone' } : { kind: 'logged-in' },
  children: Array.from({ length: 8 }, (_, j) => ({
    label: `Child ${j}`,
    href: `/section-${i}/child-${j}`,
    nid: null,
    visibility: { kind: 'everyone' },
    children: [],
  })),
}));

const timeline = Array.from({ length: 500 }, (_, i) => ({
  id: String(i),
  title: `Entry ${i}`,
  text: '',
  date: `${2000 + (i % 26)}-0${(i % 9) + 1}-1${i % 10}`,
  tags: [],
}));

// Goal: each of these stays far below one frame (16 ms) so navigation never stutters.
describe('rendering inputs', () => {
  bench('placeParagraphs on a 550-paragraph page', () => void placeParagraphs(longPage));
  bench('visibleMenu + activeTopItem on a 108-item menu', () => {
    activeTopItem(visibleMenu(bigMenu, { loggedIn: true, roles: {} }), '/section-11/child-7');
  });
  bench('sortTimeline of 500 entries, reversed', () => void sortTimeline(timeline, true));
});
