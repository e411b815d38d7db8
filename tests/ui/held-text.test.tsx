import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHeldText } from '@/ui/shared/use-held-text';

/** A field whose text its parent holds, as the topic page holds its comment box's; the text is shown beside it. */
function Holder() {
  const [text, setText] = useState('');
  return (
    <>
      <Field text={text} onTextChange={setText} />
      <output aria-label="held">{text}</output>
      <button type="button" onClick={() => setText('')}>
        Empty
      </button>
    </>
  );
}

function Field({ text, onTextChange }: { text: string; onTextChange(text: string): void }) {
  const ref = useHeldText<HTMLTextAreaElement>(text, onTextChange);
  return <textarea aria-label="Comment" ref={ref} onChange={(event) => onTextChange(event.target.value)} />;
}

/** The HTML the server draws, in the document, with `typed` in its field as a reader's keys put it there. */
function drawnWith(typed: string): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<Holder />);
  const field = root.querySelector('textarea')!;
  field.value = typed;
  return root;
}

describe('a drawn text field whose text its parent holds', () => {
  it('can be typed in before the code arrives: the server draws it neither read-only nor with a value', () => {
    const html = renderToString(<Holder />);
    expect(html).toMatch(/<textarea aria-label="Comment"><\/textarea>/);
  });

  it('keeps what was typed before the take-over and hands it to its holder, with no mismatch', async () => {
    const root = drawnWith('Typed before the code took over');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Holder />, { onRecoverableError: recoverable });
    });
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Typed before the code took over');
    expect(screen.getByLabelText('held')).toHaveTextContent('Typed before the code took over');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('goes on from there: the next keys add to it, and a text the holder sets is written into the field', async () => {
    const root = drawnWith('Typed before');
    await act(async () => {
      hydrateRoot(root, <Holder />);
    });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(field, ' and after');
    expect(screen.getByLabelText('held')).toHaveTextContent('Typed before and after');
    await user.click(screen.getByRole('button', { name: 'Empty' }));
    expect(field).toHaveValue('');
  });

  it('shows the held text when the field is drawn again in the browser', () => {
    function Again() {
      const [text, setText] = useState('Held while the form was away');
      return <Field text={text} onTextChange={setText} />;
    }
    render(<Again />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Held while the form was away');
  });
});
