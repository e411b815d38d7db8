/**
 * Quill's toolbar names its buttons after format keys ("list: ordered") and leaves its header picker
 * without any name (axe: aria-command-name) and deaf to Space. This gives every control a name a person
 * understands, lets the picker open with Space as a button should, and moves between controls with the
 * arrow keys as a toolbar does (Tab still reaches each one).
 */
const BUTTON_NAMES: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  blockquote: 'Quote',
  clean: 'Clear formatting',
  'list:ordered': 'Numbered list',
  'list:bullet': 'Bulleted list',
  'list:check': 'Checklist',
  'header:2': 'Heading 2',
  'header:3': 'Heading 3',
};

const HEADER_ITEM_NAMES: Record<string, string> = { '2': 'Heading 2', '3': 'Heading 3', '': 'Normal text' };

export const TOOLBAR_NAME = 'Formatting';
export const HEADER_PICKER_NAME = 'Text style';

export function makeToolbarAccessible(toolbar: HTMLElement, editor: HTMLElement): void {
  toolbar.setAttribute('aria-label', TOOLBAR_NAME);
  if (editor.id) toolbar.setAttribute('aria-controls', editor.id);
  nameButtons(toolbar);
  namePickers(toolbar);
  toolbar.addEventListener('keydown', (event) => moveWithArrows(toolbar, event));
}

function nameButtons(toolbar: HTMLElement) {
  toolbar.querySelectorAll('button').forEach((button) => {
    const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3) ?? '';
    const name = BUTTON_NAMES[button.value ? `${format}:${button.value}` : format];
    if (name) button.setAttribute('aria-label', name);
  });
}

function namePickers(toolbar: HTMLElement) {
  toolbar.querySelectorAll<HTMLElement>('.ql-header.ql-picker').forEach((picker) => {
    const label = picker.querySelector<HTMLElement>('.ql-picker-label');
    label?.setAttribute('aria-label', HEADER_PICKER_NAME);
    label?.setAttribute('aria-haspopup', 'true');
    picker.querySelectorAll<HTMLElement>('.ql-picker-item').forEach((item) => {
      item.setAttribute('aria-label', HEADER_ITEM_NAMES[item.dataset.value ?? ''] ?? 'Normal text');
    });
    picker.querySelectorAll<HTMLElement>('[role="button"]').forEach(openWithSpace);
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
