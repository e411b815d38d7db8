import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BrowserOnly } from '@/ui/shared/browser-only';

const part = (
  <BrowserOnly waiting={<p>Loading the form…</p>}>
    <p>The form</p>
  </BrowserOnly>
);

describe('what only the browser draws', () => {
  it('is its waiting state in HTML drawn on the server', () => {
    expect(renderToString(part)).toBe('<p>Loading the form…</p>');
  });

  it('takes its place once React has taken the drawn HTML over, with no mismatch', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderToString(part);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, part, { onRecoverableError: recoverable });
    });
    expect(root.textContent).toBe('The form');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is there at once on a screen the browser draws itself', () => {
    render(part);
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.queryByText('Loading the form…')).toBeNull();
  });
});
