import * as z from 'zod/mini';
import { layoutFamily, type Paragraph } from '@/domain/pages/paragraph';
import { wireFlag, wireNumber, wireText } from '../../wire/answer-parsing';
import { contentImage } from './content-image';
import { insideDrupal, isDisplayName, isDrupalRelativePath } from './drupal-path';
import { resolveFileUrlsInHtml } from './file-urls';

/**
 * `field_para_multi` in the flat shape of docs/wire-drupal.md ("Paragraphs"): a `para_layout` opens a
 * section, and each later paragraph names its section (`parent_uuid`) and region in `behavior_settings.layout_paragraphs`.
 */

/**
 * PHP sends an empty settings map as `[]`; missing settings only cost the placement (the domain puts such
 * paragraphs in the first region), so they are not worth failing the whole page over.
 */
const layoutSettings = z.pipe(
  z.catch(
    z.nullish(
      z.object({
        layout_paragraphs: z.optional(
          z.object({ layout: wireText, parent_uuid: wireText, region: wireText }),
        ),
      }),
    ),
    null,
  ),
  z.transform((settings) => settings?.layout_paragraphs ?? { layout: '', parent_uuid: '', region: '' }),
);

const placementSchema = z.pipe(
  z.object({ uuid: z.string().check(z.minLength(1)), behavior_settings: layoutSettings }),
  z.transform(({ uuid, behavior_settings: settings }) => ({
    uuid,
    parentUuid: settings.parent_uuid,
    region: settings.region,
  })),
);

/** A paragraph without its placement, per type (an Omit that keeps the union apart). */
type ParagraphBody = Paragraph extends infer P
  ? P extends Paragraph
    ? Omit<P, 'uuid' | 'parentUuid' | 'region'>
    : never
  : never;

/**
 * The own fields of each known wire type; null means the paragraph has nothing to show. File URLs in
 * images and text are rebased on Drupal (`drupalBase`, see file-urls.ts).
 */
const paragraphBodies = (drupalBase: string) =>
  new Map<string, z.ZodMiniType<ParagraphBody | null>>([
    [
      'paragraph--para_layout',
      z.pipe(
        z.object({ behavior_settings: layoutSettings }),
        z.transform((raw) => ({
          type: 'layout' as const,
          layout: layoutFamily(raw.behavior_settings.layout),
        })),
      ),
    ],
    [
      'paragraph--para_text',
      z.pipe(
        z.object({ field_title: wireText, field_text: wireText }),
        z.transform((raw) => ({
          type: 'text' as const,
          title: raw.field_title,
          html: resolveFileUrlsInHtml(raw.field_text, drupalBase),
        })),
      ),
    ],
    [
      'paragraph--para_image',
      // An editor may remove the picture and keep the paragraph (`null` or `[]`): show nothing, keep the page.
      z.pipe(
        z.object({
          field_image: z.catch(z.nullish(contentImage(drupalBase)), null),
          field_caption: wireText,
        }),
        z.transform(({ field_image: image, field_caption: caption }) =>
          image
            ? {
                type: 'image' as const,
                src: image.url,
                alt: image.alt,
                width: image.width,
                height: image.height,
                caption,
              }
            : null,
        ),
      ),
    ],
    [
      'paragraph--para_news_list',
      z.pipe(
        z.object({ field_display: wireText, field_items: z.nullish(wireNumber), field_json_url: wireText }),
        z.transform((raw) => ({
          type: 'news-list' as const,
          display: insideDrupal(raw.field_display, 'A news list’s display', isDisplayName, '') || 'title',
          // 0 (or nothing) means every item, with a pager.
          limit: raw.field_items ?? 0,
          jsonUrl: insideDrupal(raw.field_json_url, 'A news list’s json_url', isDrupalRelativePath, ''),
        })),
      ),
    ],
    [
      'paragraph--para_conference_list',
      z.pipe(
        z.object({ field_display: wireText }),
        z.transform((raw) => ({
          type: 'conference-list' as const,
          display:
            insideDrupal(raw.field_display, 'A conference list’s display', isDisplayName, '') || 'teaser',
        })),
      ),
    ],
    [
      'paragraph--para_timeline',
      z.pipe(
        z.object({ field_reverse: wireFlag }),
        z.transform((raw) => ({ type: 'timeline' as const, reversed: raw.field_reverse })),
      ),
    ],
  ]);

const warnedTypes = new Set<string>();

/** A live site may add a paragraph type any day: it renders nothing, and developers hear about it once. */
function warnUnknownType(type: string): void {
  if (!import.meta.env.DEV || warnedTypes.has(type)) return;
  warnedTypes.add(type);
  console.warn(`Paragraph type "${type}" is not known to the portal and is not shown.`);
}

type ParagraphBodies = ReturnType<typeof paragraphBodies>;

function toParagraphs(raw: { type: string }, bodies: ParagraphBodies): Paragraph[] {
  const bodySchema = bodies.get(raw.type);
  if (!bodySchema) {
    warnUnknownType(raw.type);
    return [];
  }
  // A ZodError thrown here surfaces through parseAnswer like any other wrong shape.
  const body = bodySchema.parse(raw);
  return body ? [{ ...placementSchema.parse(raw), ...body }] : [];
}

/** The ordered paragraphs of a node, file URLs rebased on `drupalBase`; an empty field may arrive as null. */
export const paragraphListSchema = (drupalBase: string) => {
  const bodies = paragraphBodies(drupalBase);
  return z.pipe(
    z.nullish(z.array(z.looseObject({ type: z.string() }))),
    z.transform((list) => (list ?? []).flatMap((raw) => toParagraphs(raw, bodies))),
  );
};
