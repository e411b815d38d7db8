import { imageUrl, SANDBOX_IMAGES, type SandboxImageFile } from '../images';
import { stableUuid } from '../../host/tokens';

/**
 * Builders for `field_para_multi` in the decided flat shape: a `paragraph--para_layout` opens a
 * section, and the paragraphs after it name their section (parent_uuid) and region.
 */

export type LayoutName = 'layout_onecol' | 'layout_twocol' | 'layout_threecol_33_34_33';
export type RegionName = 'content' | 'top' | 'first' | 'second' | 'third' | 'bottom' | '_disabled';

/** A paragraph's type and own fields, before it is placed in a section. */
export interface ParagraphContent {
  type: `paragraph--${string}`;
  fields: Record<string, unknown>;
}

export interface Section {
  layout: LayoutName;
  regions: Partial<Record<RegionName, ParagraphContent[]>>;
}

export interface WireParagraph {
  type: string;
  uuid: string;
  behavior_settings: { layout_paragraphs: { layout: string; parent_uuid: string; region: string } };
  [field: string]: unknown;
}

export const section = (layout: LayoutName, regions: Section['regions']): Section => ({ layout, regions });

export const text = (title: string, html: string): ParagraphContent => ({
  type: 'paragraph--para_text',
  fields: { field_title: title, field_text: html },
});

export const image = (file: SandboxImageFile, alt: string, caption = ''): ParagraphContent => ({
  type: 'paragraph--para_image',
  fields: { field_image: { url: imageUrl(file), alt, ...SANDBOX_IMAGES[file] }, field_caption: caption },
});

/** `items` 0 means every item, with a pager; `jsonUrl` overrides the view path when not empty. */
export const newsList = (display: 'title' | 'teaser', items: number, jsonUrl = ''): ParagraphContent => ({
  type: 'paragraph--para_news_list',
  fields: { field_display: display, field_items: items, field_json_url: jsonUrl },
});

export const conferenceList = (): ParagraphContent => ({
  type: 'paragraph--para_conference_list',
  fields: { field_display: 'teaser' },
});

export const timeline = (reverse = false): ParagraphContent => ({
  type: 'paragraph--para_timeline',
  fields: { field_reverse: reverse },
});

/** A type the front end does not know, as a live site may add one any day. */
export const unknownParagraph = (
  type: `paragraph--${string}`,
  fields: Record<string, unknown>,
): ParagraphContent => ({
  type,
  fields,
});

/** Flattens sections into the served list; uuids derive from `pageKey`, so they survive a reset. */
export function toParagraphList(pageKey: string, sections: readonly Section[]): WireParagraph[] {
  let counter = 0;
  const nextUuid = () => stableUuid(`paragraph:${pageKey}:${counter++}`);
  return sections.flatMap(({ layout, regions }) => {
    const layoutUuid = nextUuid();
    const opening: WireParagraph = {
      type: 'paragraph--para_layout',
      uuid: layoutUuid,
      behavior_settings: { layout_paragraphs: { layout, parent_uuid: '', region: '' } },
    };
    const children = Object.entries(regions).flatMap(([region, contents = []]) =>
      contents.map((content) => placeParagraph(content, nextUuid(), layoutUuid, region)),
    );
    return [opening, ...children];
  });
}

/** A paragraph placed in a region of the section that the layout paragraph `parentUuid` opens. */
export function placeParagraph(
  content: ParagraphContent,
  uuid: string,
  parentUuid: string,
  region: string,
): WireParagraph {
  return {
    type: content.type,
    uuid,
    behavior_settings: { layout_paragraphs: { layout: '', parent_uuid: parentUuid, region } },
    ...content.fields,
  };
}
