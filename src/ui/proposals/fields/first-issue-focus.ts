import { useEffect, useEffectEvent } from 'react';
import type { GroupField, ListField, ProposalSchema } from '@/domain/proposals/proposal-fields';
import type { ProposalIssue } from '@/domain/proposals/validate-proposal';

/**
 * Each new set of issues (a check that found some: Send) moves the focus to the first one's control, so
 * whoever works by keyboard or hears the page lands where the work is, and hears the field and what to fix.
 * validateProposal lists the issues in form order, so the first is the topmost.
 */
export function useFocusOnFirstIssue(
  issues: readonly ProposalIssue[],
  schema: ProposalSchema,
  idOf: (path: string) => string,
): void {
  const focusFirst = useEffectEvent((first: ProposalIssue) => controlAt(first.path, schema, idOf)?.focus());
  useEffect(() => {
    const [first] = issues;
    if (first) focusFirst(first);
  }, [issues]);
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * The control at an issue's path. An issue about how many entries a list or group has ("Give at least 3
 * keywords") has no control of its own: its first empty entry takes the focus, else its first entry.
 */
function controlAt(path: string, schema: ProposalSchema, idOf: (path: string) => string): HTMLElement | null {
  const own = document.getElementById(idOf(path));
  if (own) return own;
  const field = schema.fields.find(({ name }) => name === path);
  if (field?.type !== 'list' && field?.type !== 'group') return null;
  const entries = entryControls(field, idOf);
  return entries.find((entry) => entry.value.trim() === '') ?? entries[0] ?? null;
}

/** The entries' controls in order: a list's inputs, or the first field of each of a group's blocks. */
function entryControls(field: ListField | GroupField, idOf: (path: string) => string): TextControl[] {
  const entryPath = (index: number) =>
    field.type === 'list' ? `${field.name}.${index}` : `${field.name}.${index}.${field.fields[0]?.name}`;
  const controls: TextControl[] = [];
  for (let index = 0; ; index++) {
    const control = document.getElementById(idOf(entryPath(index)));
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return controls;
    controls.push(control);
  }
}
