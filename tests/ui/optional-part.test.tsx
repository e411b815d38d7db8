import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { optionalPart } from '@/ui/shared/optional-part';

const Button = ({ label }: { label: string }) => <button type="button">{label}</button>;

/** Shows "The page broke" for any error below it, as the route's error screen would replace the page. */
class Broke extends Component<{ children: ReactNode }, { broke: boolean }> {
  override state = { broke: false };
  static getDerivedStateFromError = () => ({ broke: true });
  override render() {
    return this.state.broke ? <p>The page broke</p> : this.props.children;
  }
}

describe('a part the page can do without', () => {
  it('draws nothing until its code has come, then itself', async () => {
    const Part = optionalPart(async () => Button);
    const { container } = render(<Part label="Back to top" />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  it('draws nothing when its code cannot come, never the error screen, and asks again when drawn again', async () => {
    const load = vi
      .fn<() => Promise<typeof Button>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Button);
    const Part = optionalPart(load);
    const first = render(
      <Broke>
        <p>The topic</p>
        <Part label="Back to top" />
      </Broke>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(screen.getByText('The topic')).toBeVisible();
    expect(screen.queryByText('The page broke')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();

    render(<Part label="Back to top" />);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
