/** Layouts a section can have, with the regions each one offers (docs/wire-drupal.md, "Paragraphs"). */
export const LAYOUT_REGIONS = {
  layout_onecol: ['content'],
  layout_twocol: ['top', 'first', 'second', 'bottom'],
  layout_threecol: ['top', 'first', 'second', 'third', 'bottom'],
} as const;

export type LayoutName = keyof typeof LAYOUT_REGIONS;

/** Hidden region: paragraphs placed here are not shown. */
export const DISABLED_REGION = '_disabled';

interface Placement {
  readonly uuid: string;
  readonly parentUuid: string;
  readonly region: string;
}

/** Content paragraphs the portal knows how to show. Unknown types are dropped at the boundary. */
export type ContentParagraph = Placement &
  (
    | { readonly type: 'text'; readonly title: string; readonly html: string }
    | {
        readonly type: 'image';
        readonly src: string;
        readonly alt: string;
        readonly caption: string;
        readonly width: number | null;
        readonly height: number | null;
      }
    | {
        readonly type: 'news-list';
        readonly display: string;
        readonly limit: number;
        readonly jsonUrl: string;
      }
    | { readonly type: 'conference-list'; readonly display: string }
    | { readonly type: 'timeline'; readonly reversed: boolean }
  );

export type LayoutParagraph = Placement & { readonly type: 'layout'; readonly layout: LayoutName };

export type Paragraph = LayoutParagraph | ContentParagraph;

/** Maps a wire layout id (`layout_threecol_33_34_33`, …) to the layout family it belongs to. */
export function layoutFamily(layoutId: string): LayoutName {
  if (layoutId.startsWith('layout_threecol')) return 'layout_threecol';
  if (layoutId.startsWith('layout_twocol')) return 'layout_twocol';
  return 'layout_onecol';
}
