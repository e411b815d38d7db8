import { useId, useMemo } from 'react';
import type { PictureRemoval } from '@/domain/files/site-picture';
import styles from './rich-text-editor.module.css';

/** Why a picture was left out of a message: a picture file pasted or dropped, or why the filter removes it. */
export type PictureRefusal = 'file' | PictureRemoval;

/** What the editor says of pictures, in the reader's language (the page using it gives the words). */
export interface PictureWords {
  /**
   * Why a picture was left out: "Only pictures already on this site stay in a message: attach others as
   * files." (a file), "An SVG picture was left out: …", "A picture from elsewhere was left out: …".
   */
  readonly leftOut: Readonly<Record<PictureRefusal, string>>;
  /** "Description of picture 2" */
  description(number: number): string;
}

/** Whether the editor's HTML holds a picture, and so a description field drawn from it. */
export const holdsPictures = (html: string): boolean => html.includes('<img');

/** The pictures of the editor's HTML, in order, with the description each has. */
function picturesIn(html: string): string[] {
  if (!holdsPictures(html) || typeof DOMParser === 'undefined') return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.images].map((image) => image.getAttribute('alt') ?? '');
}

interface PictureDescriptionsProps {
  html: string;
  /** Gives the picture at this place in the message its description. */
  describe(index: number, text: string): void;
}

/**
 * A field for each picture in the message, naming it for those who cannot see it (its alternative text): a
 * picture without one is a gap to a screen reader (axe: image-alt), so each field is required before sending.
 */
export function PictureDescriptions({
  html,
  describe,
  words,
}: PictureDescriptionsProps & { words: PictureWords }) {
  const id = useId();
  const pictures = useMemo(() => picturesIn(html), [html]);
  if (pictures.length === 0) return null;
  return (
    <div className={styles.pictures}>
      {pictures.map((alt, index) => (
        <p key={index} className={styles.picture}>
          <label htmlFor={`${id}-${index}`}>{words.description(index + 1)}</label>
          <input
            id={`${id}-${index}`}
            dir="auto"
            required
            value={alt}
            onChange={(event) => describe(index, event.target.value)}
          />
        </p>
      ))}
    </div>
  );
}
