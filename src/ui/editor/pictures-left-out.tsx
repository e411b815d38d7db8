import { useCallback, useState } from 'react';
import type { PictureRefusal, PictureWords } from './picture-descriptions';
import styles from './rich-text-editor.module.css';

/** Told by the editable area when a picture was left out, and why; heard by the sentence beside it. */
const PICTURE_REFUSED = 'necs-picture-refused';

export const refusePicture = (root: HTMLElement, why: PictureRefusal) =>
  root.dispatchEvent(new CustomEvent<PictureRefusal>(PICTURE_REFUSED, { bubbles: true, detail: why }));

/**
 * Why pictures were left out of the message, one sentence for each reason met, heard on the editor around it.
 * It keeps its own state: a render of the editor would give Quill the message's value as the form last drew
 * it, which lags behind a change the form holds until idle (new-topic-form.tsx), and so wipe out the text just
 * pasted with the picture (issue 74).
 */
export function PicturesLeftOut({ words }: { words: PictureWords }) {
  const [reasons, setReasons] = useState<readonly PictureRefusal[]>([]);
  const listen = useCallback((sentence: HTMLElement | null) => {
    const editor = sentence?.parentElement;
    if (!editor) return;
    const told = (event: Event) => {
      const why = (event as CustomEvent<PictureRefusal>).detail;
      setReasons((known) => (known.includes(why) ? known : [...known, why]));
    };
    editor.addEventListener(PICTURE_REFUSED, told);
    return () => editor.removeEventListener(PICTURE_REFUSED, told);
  }, []);
  return (
    <p aria-live="polite" className={styles.refused} ref={listen}>
      {reasons.map((why) => words.leftOut[why]).join(' ')}
    </p>
  );
}
