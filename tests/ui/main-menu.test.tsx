import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore } from '@/application/session/session-store';
import { MainMenu } from '@/ui/layout/main-menu';
import { ACTIVE_CLASS_DELAY_MS } from '@/ui/layout/use-delayed-value';
import { aSession } from '../support/builders';
import { demoWorld, type DemoWorld } from '../support/demo-world';
import { renderWithServices } from '../support/ui-harness';
import { expectConsole } from '../support/console-expectations';

let world: DemoWorld;
beforeEach(() => {
  world = demoWorld();
});
afterEach(() => vi.useRealTimers());

const renderMenu = async (route = '/', beside: ReactNode = null) =>
  await renderWithServices(
    <>
      <MainMenu />
      <button type="button">Elsewhere on the page</button>
      {beside}
    </>,
    { overrides: world.overrides, route },
  );

const mainMenu = () => screen.getByRole('navigation', { name: 'Main' });
const topLabels = () =>
  within(mainMenu())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === mainMenu())
    .map((item) => within(item).getAllByRole('link')[0]?.textContent);
/** A disclosure's toggle: a <details>'s <summary>, a button to the browser, which jsdom's roles do not know. */
const toggleNamed = (name: string) =>
  screen.getByText(name, { selector: 'summary, summary *' }).closest('summary')!;
const aboutToggle = () => toggleNamed('About submenu');
const entryOf = (label: string) => within(mainMenu()).getAllByRole('link', { name: label })[0]!.closest('li');

async function openAbout() {
  const rendered = await renderMenu();
  await screen.findByRole('link', { name: 'News' });
  await rendered.user.click(aboutToggle());
  expect(aboutToggle().closest('details')).toHaveProperty('open', true);
  expect(screen.getByRole('link', { name: 'History' })).toBeVisible();
  return rendered;
}

describe('MainMenu', () => {
  it('shows the visitor every item but the ones for logged-in users', async () => {
    await renderMenu();
    await screen.findByRole('link', { name: 'News' });
    expect(topLabels()).toEqual(['Home', 'About', 'News', 'Conferences', 'Membership']);
  });

  it('shows the community item once logged in', async () => {
    const { container } = await renderMenu();
    act(() => container.get(SessionStore).update({ session: aSession() }));
    expect(await screen.findByRole('link', { name: 'Community' })).toBeVisible();
  });

  it('keeps submenus closed until their toggle is used', async () => {
    await renderMenu();
    await screen.findByRole('link', { name: 'News' });
    expect(aboutToggle().closest('details')).toHaveProperty('open', false);
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });

  it('closes a submenu on Escape and gives the focus back to its toggle', async () => {
    const { user } = await openAbout();
    screen.getByRole('link', { name: 'Board' }).focus();
    await user.keyboard('{Escape}');
    expect(aboutToggle().closest('details')).toHaveProperty('open', false);
    expect(aboutToggle()).toHaveFocus();
  });

  it('closes a submenu when the focus moves on past it', async () => {
    const { user } = await openAbout();
    screen.getByRole('link', { name: 'Board' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'News' })).toHaveFocus();
    expect(aboutToggle().closest('details')).toHaveProperty('open', false);
  });

  it('closes a submenu on a click elsewhere', async () => {
    const { user } = await openAbout();
    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(aboutToggle().closest('details')).toHaveProperty('open', false);
  });

  it('opens one submenu at a time', async () => {
    const { user } = await openAbout();
    await user.click(toggleNamed('Conferences submenu'));
    expect(aboutToggle().closest('details')).toHaveProperty('open', false);
    expect(screen.getByRole('link', { name: 'Call for papers' })).toBeVisible();
  });

  it('closes the menu panel when a link is followed, and on Escape', async () => {
    const { user, location } = await renderMenu();
    const hamburger = toggleNamed('Menu');
    await user.click(hamburger);
    expect(hamburger.closest('details')).toHaveProperty('open', true);
    await user.click(await screen.findByRole('link', { name: 'News' }));
    // The router navigates in a transition: committed on React's next turn, not inside the click.
    await waitFor(() => expect(location().pathname).toBe('/news'));
    expect(hamburger.closest('details')).toHaveProperty('open', false);

    await user.click(hamburger);
    await user.keyboard('{Escape}');
    expect(hamburger.closest('details')).toHaveProperty('open', false);
    expect(hamburger).toHaveFocus();
  });

  it.each([
    { route: '/news/some-article', active: 'News' },
    { route: '/about-us/board', active: 'About' },
    { route: '/group_topics/single/3', active: 'Community' },
    { route: '/group/12', active: 'Community' },
  ])('marks $active as the active section on $route, after a short delay', async ({ route, active }) => {
    let goTo: NavigateFunction = () => undefined;
    function Steer() {
      goTo = useNavigate();
      return null;
    }
    const { container } = await renderMenu('/conferences', <Steer />);
    act(() => container.get(SessionStore).update({ session: aSession() }));
    await screen.findByRole('link', { name: active });
    // The start's entry marked: no delay is under way when the clock becomes the test's to move. On the
    // system's clock, a busy machine could let the delay pass before the entry is looked at.
    await waitFor(() => expect(entryOf('Conferences')).toHaveAttribute('data-active'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    act(() => void goTo(route));
    await act(() => vi.advanceTimersByTimeAsync(ACTIVE_CLASS_DELAY_MS - 1));
    expect(entryOf(active)).not.toHaveAttribute('data-active');
    expect(entryOf('Conferences')).toHaveAttribute('data-active');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(entryOf(active)).toHaveAttribute('data-active');
    expect(mainMenu().querySelectorAll('[data-active]')).toHaveLength(1);
  });

  it('survives a failed load and offers to try again', async () => {
    expectConsole('error', 'RemoteSystemError: Network Error');
    world.site.outage.start();
    const { user } = await renderMenu();
    expect(await within(mainMenu()).findByText(/The menu could not be loaded/)).toBeVisible();
    world.site.outage.end();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'News' })).toBeVisible();
  });
});
