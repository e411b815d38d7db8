import { useCallback, useEffect, useRef, type RefObject } from 'react';
import ReactQuill from 'react-quill-new';
import { hasVisibleText } from '@/domain/groups/visible-text';
import 'react-quill-new/dist/quill.snow.css';
import { makeToolbarAccessible, nameToolbar, type ToolbarNames } from './accessible-toolbar';
import { IMAGE_MIME_TYPES } from './editor-rules';
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

/** Made once: ReactQuill rebuilds the editor whenever `modules` is a new object. */
const MODULES = {
  toolbar: TOOLBAR,
  keyboard: { bindings: MARKDOWN_BINDINGS },
  uploader: { mimetypes: [...IMAGE_MIME_TYPES] },
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
}: RichTextEditorProps) {
  const quillRef = useRef<ReactQuill | null>(null);
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
      const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
      toolbarRef.current = toolbar ?? null;
      if (toolbar) makeToolbarAccessible(toolbar, quill.root, names.current);
    },
    [id, labelId, describedBy, editorRef],
  );

  useEffect(() => {
    names.current = toolbarNames;
    if (toolbarRef.current) nameToolbar(toolbarRef.current, toolbarNames);
  }, [toolbarNames]);

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
    </div>
  );
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
