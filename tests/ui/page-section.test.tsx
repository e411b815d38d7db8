import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Section } from '@/domain/pages/sections';
import { PageSection } from '@/ui/pages/page-section';

const sectionWithImage = (alt: string) =>
  ({
    key: alt,
    layout: 'layout_onecol',
    regions: [
      {
        name: 'content',
        paragraphs: [{ uuid: alt, type: 'image', src: '/x.png', alt, caption: '', width: 800, height: 600 }],
      },
    ],
  }) as unknown as Section;

describe('PageSection', () => {
  it('loads the first section’s images at once (often the largest paint) and the others lazily', () => {
    render(
      <MemoryRouter>
        <PageSection section={sectionWithImage('On arrival')} first />
        <PageSection section={sectionWithImage('Further down')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'On arrival' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Further down' })).toHaveAttribute('loading', 'lazy');
  });
});
