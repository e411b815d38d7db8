import {
  DISABLED_REGION,
  LAYOUT_REGIONS,
  type ContentParagraph,
  type LayoutName,
  type Paragraph,
} from './paragraph';

export interface Region {
  readonly name: string;
  readonly paragraphs: readonly ContentParagraph[];
}

export interface Section {
  readonly key: string;
  readonly layout: LayoutName;
  /** Regions in layout order; empty regions are left out. */
  readonly regions: readonly Region[];
}

/**
 * Places the paragraphs of a page into sections: a layout paragraph opens a section with its layout's regions,
 * and the paragraphs that follow go into the region they name. Paragraphs before any layout, or naming a
 * region their layout lacks, fall into the layout's first region so no content silently disappears;
 * `_disabled` hides a paragraph on purpose.
 */
export function placeParagraphs(paragraphs: readonly Paragraph[]): Section[] {
  const sections: { key: string; layout: LayoutName; byRegion: Map<string, ContentParagraph[]> }[] = [];
  const open = (key: string, layout: LayoutName) => {
    sections.push({ key, layout, byRegion: new Map(LAYOUT_REGIONS[layout].map((r) => [r, []])) });
    return sections[sections.length - 1]!;
  };
  let current: (typeof sections)[number] | undefined;

  for (const paragraph of paragraphs) {
    if (paragraph.type === 'layout') {
      current = open(paragraph.uuid, paragraph.layout);
      continue;
    }
    if (paragraph.region === DISABLED_REGION) continue;
    current ??= open(`implicit-${paragraph.uuid}`, 'layout_onecol');
    const target = current.byRegion.get(paragraph.region) ?? current.byRegion.values().next().value!;
    target.push(paragraph);
  }

  return sections.map(({ key, layout, byRegion }) => ({
    key,
    layout,
    regions: [...byRegion]
      .filter(([, items]) => items.length > 0)
      .map(([name, items]) => ({ name, paragraphs: items })),
  }));
}

/** The content paragraphs in the order the page shows them: section by section, region by region. */
export function shownParagraphs(paragraphs: readonly Paragraph[]): ContentParagraph[] {
  return placeParagraphs(paragraphs).flatMap((section) =>
    section.regions.flatMap((region) => region.paragraphs),
  );
}
