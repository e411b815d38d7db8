/** The fields a person writes text in: a plain input of these types, a text area, an editor's editable area. */
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'number', '']);

/**
 * Whether `root` holds text a person typed and has not sent: a field whose value differs from the one it was
 * drawn with, or an editor (Quill's editable area) with text in it. Read from the page itself, so it needs no
 * word from each form.
 */
export function holdsTypedText(root: ParentNode | null): boolean {
  if (!root) return false;
  for (const field of root.querySelectorAll('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_INPUTS.has(field.getAttribute('type') ?? '')) continue;
    const typed = field as HTMLInputElement | HTMLTextAreaElement;
    if (typed.value !== typed.defaultValue) return true;
  }
  return [...root.querySelectorAll('[contenteditable="true"]')].some((editor) => editor.textContent?.trim());
}
