/**
 * Quill's toolbar names its buttons after format keys ("list: ordered") and leaves its header picker
 * without any name (axe: aria-command-name) and deaf to Space. This gives every control a name a person
 * understands, lets the picker open with Space as a button should, and moves between controls with the
 * arrow keys as a toolbar does (Tab still reaches each one).
 */

/** What the toolbar's controls are called; the page using the editor gives the words, in its language. */
export const TOOLBAR_CONTROLS = [
  'toolbar',
  'textStyle',
  'bold',
  'italic',
  'underline',
  'quote',
  'clearFormatting',
  'numberedList',
  'bulletedList',
  'checklist',
  'heading2',
  'heading3',
  'normalText',
] as const;
export type ToolbarNames = Readonly<Record<(typeof TOOLBAR_CONTROLS)[number], string>>;

const BUTTON_NAMES: Record<string, keyof ToolbarNames> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  blockquote: 'quote',
  clean: 'clearFormatting',
  'list:ordered': 'numberedList',
  'list:bullet': 'bulletedList',
  'list:check': 'checklist',
  'header:2': 'heading2',
  'header:3': 'heading3',
};

const HEADER_ITEM_NAMES: Record<string, keyof ToolbarNames> = {
  '2': 'heading2',
  '3': 'heading3',
  '': 'normalText',
};

/** Once per toolbar: its keyboard behaviour. Names are given by nameToolbar, again on a change of language. */
export function makeToolbarAccessible(toolbar: HTMLElement, editor: HTMLElement, names: ToolbarNames): void {
  if (editor.id) toolbar.setAttribute('aria-controls', editor.id);
  nameToolbar(toolbar, names);
  toolbar
    .querySelectorAll<HTMLElement>('.ql-header.ql-picker [role="button"]')
    .forEach((control) => openWithSpace(control));
  toolbar.addEventListener('keydown', (event) => moveWithArrows(toolbar, event));
}

/** Names the toolbar and each of its controls; may run again with other words. */
export function nameToolbar(toolbar: HTMLElement, names: ToolbarNames): void {
  toolbar.setAttribute('aria-label', names.toolbar);
  nameButtons(toolbar, names);
  namePickers(toolbar, names);
}

function nameButtons(toolbar: HTMLElement, names: ToolbarNames) {
  toolbar.querySelectorAll('button').forEach((button) => {
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3) ?? '';
    const control = BUTTON_NAMES[button.value ? `${format}:${button.value}` : format];
    if (control) button.setAttribute('aria-label', names[control]);
  });
}

function namePickers(toolbar: HTMLElement, names: ToolbarNames) {
  toolbar.querySelectorAll<HTMLElement>('.ql-header.ql-picker').forEach((picker) => {
    const label = picker.querySelector<HTMLElement>('.ql-picker-label');
    label?.setAttribute('aria-label', names.textStyle);
    label?.setAttribute('aria-haspopup', 'true');
    picker.querySelectorAll<HTMLElement>('.ql-picker-item').forEach((item) => {
      item.setAttribute('aria-label', names[HEADER_ITEM_NAMES[item.dataset.value ?? ''] ?? 'normalText']);
    });
  });
  // Quill keeps the hidden <select> its picker stands for, with empty options: HTML wants each one named.
  toolbar.querySelectorAll<HTMLOptionElement>('select.ql-header option').forEach((option) => {
    option.label = names[HEADER_ITEM_NAMES[option.value] ?? 'normalText'];
  });
}

/** Quill listens for Enter only; a role="button" answers Space too. */
function openWithSpace(control: HTMLElement) {
  control.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

const TOP_LEVEL_CONTROLS = ':scope .ql-formats > button, :scope .ql-formats .ql-picker-label';

function moveWithArrows(toolbar: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const controls = [...toolbar.querySelectorAll<HTMLElement>(TOP_LEVEL_CONTROLS)];
  const index = controls.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  controls[(index + step + controls.length) % controls.length]?.focus();
}
