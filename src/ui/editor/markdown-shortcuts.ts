import type Quill from 'quill';
import type { Range } from 'quill';

/**
 * Markdown-like shortcuts on top of Quill's own (`1.`, `-`, `*`, `[ ]`, `[x]` then space start lists):
 * `## ` and `### ` start headings, `> ` a quote; `**words**` turns bold and `_words_` italic as the
 * closing mark is typed. Only formats the toolbar offers, so a shortcut never makes what the sanitizer drops.
 */
interface BindingContext {
  readonly prefix: string;
}
type Handler = (this: { quill: Quill }, range: Range, context: BindingContext) => boolean;

const NOT_IN = { 'code-block': false, list: false, blockquote: false, header: false };

function lineStart(prefix: RegExp, format: string, value: unknown) {
  const handler: Handler = function (range, context) {
    const [, offset] = this.quill.getLine(range.index);
    const length = context.prefix.length;
    if (offset > length) return true;
    const start = range.index - length;
    this.quill.deleteText(start, length, 'user');
    this.quill.formatLine(start, 1, format, value, 'user');
    this.quill.setSelection(start, 0, 'silent');
    return false;
  };
  return { key: ' ', shiftKey: null, collapsed: true, format: NOT_IN, prefix, handler };
}

/** `closing` is typed last; the prefix holds the opening mark, the words and the rest of the closing mark. */
function inline(key: string, prefix: RegExp, format: string) {
  const handler: Handler = function (range, context) {
    const match = prefix.exec(context.prefix);
    const words = match?.[1];
    if (!match || !words) return true;
    const start = range.index - match[0].length;
    this.quill.deleteText(start, match[0].length, 'user');
    this.quill.insertText(start, words, { [format]: true }, 'user');
    this.quill.setSelection(start + words.length, 0, 'silent');
    this.quill.format(format, false, 'silent');
    return false;
  };
  return { key, shiftKey: null, collapsed: true, prefix, handler };
}

export const MARKDOWN_BINDINGS = {
  'markdown heading 2': lineStart(/^##$/, 'header', 2),
  'markdown heading 3': lineStart(/^###$/, 'header', 3),
  'markdown quote': lineStart(/^>$/, 'blockquote', true),
  // Marks open only at the start of a word, so snake_case and 2*3*4 stay as typed.
  'markdown bold': inline('*', /(?<=^|\s)\*\*([^*\s][^*]*)\*$/, 'bold'),
  'markdown italic': inline('_', /(?<=^|\s)_([^_\s][^_]*)$/, 'italic'),
};
