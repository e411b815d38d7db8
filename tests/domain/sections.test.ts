import { describe, expect, it } from 'vitest';
import type { ContentParagraph, LayoutName, Paragraph } from '@/domain/pages/paragraph';
import { placeParagraphs } from '@/domain/pages/sections';

const layout = (uuid: string, name: LayoutName): Paragraph => ({
  type: 'layout',
  layout: name,
  uuid,
  parentUuid: '',
  region: '',
});

const text = (uuid: string, region: string, parentUuid = ''): ContentParagraph => ({
  type: 'text',
  title: uuid,
  html: '',
  uuid,
  parentUuid,
  region,
});

/** A section as `layout: region=uuid,uuid | region=uuid`, so each table row reads at a glance. */
const outline = (paragraphs: Paragraph[]): string[] =>
  placeParagraphs(paragraphs).map(
    (section) =>
      `${section.layout}: ${section.regions
        .map((region) => `${region.name}=${region.paragraphs.map((p) => p.uuid).join(',')}`)
        .join(' | ')}`,
  );

describe('placeParagraphs', () => {
  it.each([
    {
      name: 'places paragraphs into the regions of their layout, in layout order',
      paragraphs: [layout('L', 'layout_twocol'), text('b', 'second'), text('a', 'first'), text('t', 'top')],
      sections: ['layout_twocol: top=t | first=a | second=b'],
    },
    {
      name: 'opens a new section at each layout paragraph',
      paragraphs: [
        layout('L1', 'layout_onecol'),
        text('a', 'content'),
        layout('L2', 'layout_threecol'),
        text('c', 'third'),
        text('b', 'first'),
      ],
      sections: ['layout_onecol: content=a', 'layout_threecol: first=b | third=c'],
    },
    {
      name: 'hides paragraphs in the _disabled region',
      paragraphs: [layout('L', 'layout_twocol'), text('a', 'first'), text('hidden', '_disabled')],
      sections: ['layout_twocol: first=a'],
    },
    {
      name: 'puts paragraphs before any layout into an implicit one-column section',
      paragraphs: [text('early', ''), layout('L', 'layout_twocol'), text('a', 'bottom')],
      sections: ['layout_onecol: content=early', 'layout_twocol: bottom=a'],
    },
    {
      name: 'puts a paragraph naming an unknown region into the first region',
      paragraphs: [layout('L', 'layout_twocol'), text('a', 'sidebar'), text('b', 'second')],
      sections: ['layout_twocol: top=a | second=b'],
    },
    {
      name: 'keeps a section whose paragraphs are all hidden, with no regions',
      paragraphs: [layout('L', 'layout_onecol'), text('hidden', '_disabled')],
      sections: ['layout_onecol: '],
    },
    { name: 'gives no sections for no paragraphs', paragraphs: [], sections: [] },
  ])('$name', ({ paragraphs, sections }) => {
    expect(outline(paragraphs)).toEqual(sections);
  });

  it('keys sections by their layout paragraph, so React keeps them apart', () => {
    const keys = placeParagraphs([text('x', ''), layout('L', 'layout_onecol')]).map((section) => section.key);
    expect(keys).toEqual(['implicit-x', 'L']);
  });
});
