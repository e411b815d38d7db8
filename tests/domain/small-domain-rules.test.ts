import { describe, expect, it } from 'vitest';
import { isCurrentLink } from '@/domain/menu/menu';
import { layoutFamily, type LayoutName } from '@/domain/pages/paragraph';
import { isProposalKind } from '@/domain/proposals/proposal-kind';
import { displayName, type User } from '@/domain/user/user';

const user = (firstName: string, lastName: string): User => ({
  uid: 7,
  accountName: 'mkowalska',
  firstName,
  lastName,
  mail: 'm@example.org',
});

describe('the name shown for a person', () => {
  it.each([
    ['Marta', 'Kowalska', 'Marta Kowalska'],
    ['Marta', '', 'Marta'],
    ['', 'Kowalska', 'Kowalska'],
    ['', '', 'mkowalska'],
    // A name of blanks (a form left with a space) is no name: the account name stands in.
    [' ', '', 'mkowalska'],
    ['Marta ', '', 'Marta'],
  ])('is %j + %j shown as %j', (first, last, shown) => {
    expect(displayName(user(first, last))).toBe(shown);
  });
});

describe('the layout family of a section', () => {
  it.each([
    ['layout_onecol', 'layout_onecol'],
    ['layout_twocol_section', 'layout_twocol'],
    ['layout_twocol_25_75', 'layout_twocol'],
    ['layout_threecol_33_34_33', 'layout_threecol'],
    ['layout_threecol_section', 'layout_threecol'],
    // A layout this portal does not know shows its paragraphs one under the other.
    ['layout_fourcol_section', 'layout_onecol'],
    ['my_layout_twocol', 'layout_onecol'],
    ['', 'layout_onecol'],
  ] as const)('reads %j as %s', (layoutId, family: LayoutName) => {
    expect(layoutFamily(layoutId)).toBe(family);
  });
});

describe('a proposal kind from an address', () => {
  it.each([
    ['panel', true],
    ['paper', true],
    ['workshop', true],
    ['Paper', false],
    ['poster', false],
    ['', false],
    [undefined, false],
  ])('takes %j as a kind: %s', (value, expected) => {
    expect(isProposalKind(value)).toBe(expected);
  });
});

describe('a menu link to the page being shown', () => {
  // Trailing slashes, one or several, name the same page.
  it.each([
    ['/news/archive', '/news/archive/', true],
    ['/news', '/news//', true],
  ])('%s is current at %s: %s', (href, pathname, current) => {
    expect(isCurrentLink(href, pathname, '')).toBe(current);
  });
});
