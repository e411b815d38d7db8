import { useCallback, useEffect, useRef, type RefObject } from 'react';
import ReactQuill, { Quill } from 'react-quill-new';
import type DeltaType from 'quill-delta';
import { AppConfig } from '@/application/config/app-config';
import { hasVisibleText } from '@/domain/groups/visible-text';
import 'react-quill-new/dist/quill.snow.css';
import { makeToolbarAccessible, nameToolbar, type ToolbarNames } from './accessible-toolbar';
import { useService } from '../app/services';
import { pictureLeftOut, PASTED_PICTURE_TYPES } from './editor-rules';
import { PictureDescriptions, type PictureWords } from './picture-descriptions';
import { PicturesLeftOut, refusePicture } from './pictures-left-out';
import { MARKDOWN_BINDINGS } from './markdown-shortcuts';
import { registerSafeFormats } from './quill-formats';
import styles from './rich-text-editor.module.css';

registerSafeFormats();

/**
 * The toolbar of docs/behaviour.md, 'Rich-text editor': headers 2 and 3, clean, bold, italic, underline,
 * blockquote and three lists.
 */
const TOOLBAR = [
  [{ header: [2, 3, false] }],
  ['clean'],
  ['bold', 'italic', 'underline', 'blockquote'],
  [{ list: 'ordered' }, { list: 'bullet' }, { list: 'check' }],
];

const Delta = Quill.import('delta') as typeof DeltaType;

/**
 * Made once: ReactQuill rebuilds the editor whenever `modules` is a new object. A picture file pasted or
 * dropped was put in as `data:`, which the content system replaces by "Image removed." when read
 * (editor-rules.ts, isKeptPicture): every one is refused with a word instead.
 */
const MODULES = {
  toolbar: TOOLBAR,
  keyboard: { bindings: MARKDOWN_BINDINGS },
  uploader: {
    mimetypes: [...PASTED_PICTURE_TYPES],
    handler(this: { quill: Quill }) {
      refusePicture(this.quill.root, 'file');
    },
  },
};

/**
 * Formats the editor keeps; pasted colours, fonts or tables are dropped rather than carried along. Neither
 * formula nor video is here: Quill 2.0.3 exports both as HTML unescaped (CVE-2025-15056, SECURITY.md).
 */
export const EDITOR_FORMATS = [
  'header',
  'bold',
  'italic',
  'underline',
  'blockquote',
  'list',
  'link',
  'image',
];

interface RichTextEditorProps {
  /** Given to the editable area, so a label's `htmlFor` and the toolbar's `aria-controls` find it. */
  id: string;
  labelId: string;
  describedBy?: string;
  value: string;
  onChange(html: string): void;
  placeholder: string;
  /** The toolbar's and its controls' names, in the reader's language. */
  toolbarNames: ToolbarNames;
  /** Focus moves here on request, e.g. from a label click. */
  editorRef?: RefObject<{ focus(): void } | null>;
  /** What it says of pictures: why one was kept out, and each one's description field. */
  pictureWords: PictureWords;
}

/** Quill through react-quill-new, named and labelled for assistive technology. */
export function RichTextEditor({
  id,
  labelId,
  describedBy,
  value,
  onChange,
  placeholder,
  toolbarNames,
  editorRef,
  pictureWords,
}: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill | null>(null);
  const { cmsUrl } = useService(AppConfig);
  const toolbarRef = useRef<HTMLElement | null>(null);
  // Read when the editor is made; a later change of language renames the toolbar in the effect below.
  const names = useRef(toolbarNames);

  const attach = useCallback(
    (instance: ReactQuill | null) => {
      quillRef.current = instance;
      if (editorRef) editorRef.current = instance;
      const quill = instance?.getEditor();
      if (!quill || quill.root.dataset.labelled) return;
      labelEditable(quill.root, { id, labelId, describedBy });
      keepOnlyKeptPictures(quill, new URL(cmsUrl, window.location.href).href);
      const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
      toolbarRef.current = toolbar ?? null;
      if (toolbar) makeToolbarAccessible(toolbar, quill.root, names.current);
    },
    [id, labelId, describedBy, editorRef, cmsUrl],
  );

  useEffect(() => {
    names.current = toolbarNames;
    if (toolbarRef.current) nameToolbar(toolbarRef.current, toolbarNames);
  }, [toolbarNames]);

  const describe = (index: number, text: string) => {
    const quill = quillRef.current?.getEditor();
    const picture = quill?.root.querySelectorAll('img')[index];
    const blot = picture && Quill.find(picture);
    if (!quill || !blot || blot instanceof Quill) return;
    quill.formatText(quill.getIndex(blot), 1, 'alt', text, 'user');
  };

  return (
    <div className={styles.editor}>
      <ReactQuill
        ref={attach}
        theme="snow"
        value={value}
        onChange={(html, _delta, _source, editor) => onChange(isBlank(editor.getText(), html) ? '' : html)}
        modules={MODULES}
        formats={EDITOR_FORMATS}
        placeholder={placeholder}
      />
      <PicturesLeftOut words={pictureWords} />
      <PictureDescriptions html={value} describe={describe} words={pictureWords} />
    </div>
  );
}

/**
 * A picture pasted as HTML stays only where the content system keeps it (a raster picture of the site); any
 * other is left out of the paste, the text around it kept, and refused with a word naming why, never posted
 * to be replaced by "Image removed." when read.
 */
function keepOnlyKeptPictures(quill: Quill, siteRoot: string) {
  quill.clipboard.addMatcher('IMG', (node, delta) => {
    const why = pictureLeftOut((node as HTMLElement).getAttribute('src') ?? '', siteRoot);
    if (why === null) return delta;
    refusePicture(quill.root, why);
    return new Delta();
  });
}

function labelEditable(root: HTMLElement, names: { id: string; labelId: string; describedBy?: string }) {
  root.id = names.id;
  root.dataset.labelled = 'true';
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  // A member may write Arabic or Hebrew: the text takes its own direction, as it will when read.
  root.setAttribute('dir', 'auto');
  root.setAttribute('aria-labelledby', names.labelId);
  if (names.describedBy) root.setAttribute('aria-describedby', names.describedBy);
}

/**
 * Quill never is empty ("<p><br></p>"); a message with nothing a reader would see (visible-text.ts) and no
 * image is no message.
 */
const isBlank = (text: string, html: string) => !hasVisibleText(text) && !html.includes('<img');
