import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNewBuildOnNextMove } from '@/ui/app/new-build';
import { holdsTypedText } from '@/ui/shared/typed-text';
import { expectConsoleSoon } from '../support/console-expectations';

let stop: (() => void) | undefined;
// The notice's module loads on first use: loaded once ahead, so a busy machine does not run a test out of time.
beforeAll(() => import('@/ui/app/new-version-notice'));
afterEach(() => {
  stop?.();
  stop = undefined;
  document.getElementById('new-version')?.remove();
});

function Portal() {
  return (
    <MemoryRouter initialEntries={['/news']}>
      <main>
        <Routes>
          <Route path="/news" element={<Link to="/about-us">About us</Link>} />
          <Route path="/about-us" element={<h1>About us, drawn by the old build</h1>} />
        </Routes>
        <label>
          Your comment <textarea defaultValue="" />
        </label>
      </main>
    </MemoryRouter>
  );
}

describe('a new build that took charge of the tab', () => {
  it('is not mixed with the old: the next link is the browser’s to follow, not the router’s', async () => {
    render(<Portal />);
    stop = loadNewBuildOnNextMove();
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    // The browser follows the link itself, a task after the click; jsdom loads no pages and says so.
    await expectConsoleSoon('error', 'Not implemented: navigation to another Document');
    expect(screen.queryByRole('heading', { name: /old build/ })).toBeNull();
  });

  it('lets the router move as before until then', async () => {
    render(<Portal />);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    // The router navigates in a transition: committed on React's next turn, not inside the click.
    expect(await screen.findByRole('heading', { name: /old build/ })).toBeInTheDocument();
  });

  it('says so where a form holds typed text, and only there', async () => {
    render(<Portal />);
    stop = loadNewBuildOnNextMove();
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('new-version')).toBeNull();

    (screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement).value = 'Half a thought';
    // In the page's language (another test file may have left another).
    document.documentElement.lang = 'en';
    stop = loadNewBuildOnNextMove();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('A new version of the portal is ready.'),
    );
  });
});

describe('typed text on a page', () => {
  it('is a field changed from what it was drawn with, or an editor with text', () => {
    const main = document.createElement('main');
    main.innerHTML =
      '<input type="text" value="drawn"><input type="checkbox"><textarea>kept</textarea><div contenteditable="true"></div>';
    expect(holdsTypedText(main)).toBe(false);
    main.querySelector('input')!.value = 'drawn, then typed';
    expect(holdsTypedText(main)).toBe(true);
    main.querySelector('input')!.value = 'drawn';
    main.querySelector('[contenteditable]')!.textContent = 'A line in the editor';
    expect(holdsTypedText(main)).toBe(true);
    expect(holdsTypedText(null)).toBe(false);
  });
});
