/**
 * Once a send has settled, puts the focus back in the form's text field if the send took it away: the send
 * button (or Try again) is disabled while it sends, and a browser then drops the focus to the page's body,
 * where a keyboard or screen-reader user would have to find their way back. The field is where they go on
 * (writing the next comment, or mending the one refused, the refusal being its description). Focus the member
 * has put elsewhere meanwhile stays there.
 */
export function refocusField(field: HTMLElement | null): void {
  const active = document.activeElement;
  const form = field?.closest('form');
  if (active === null || active === document.body || form?.contains(active)) field?.focus();
}
