import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useController } from 'react-hook-form';
import type { GroupField, ListField } from '@/domain/proposals/proposal-fields';
import type { FieldEnv } from './field-env';

/**
 * What a list and a group share: their entries held by value, Add up to `max` and Remove down to `min`,
 * the ids of hint and issues, and the focus moved to an entry after an addition or removal, never to the
 * page's start. `read` turns the stored value into entries.
 */
export function useRepeatedEntries<T>(
  field: ListField | GroupField,
  env: FieldEnv,
  read: (value: unknown) => T[],
) {
  const { field: controller } = useController({ control: env.control, name: field.name });
  const entries = read(controller.value);
  const focusTargets = useRef<(HTMLElement | null)[]>([]);
  const id = env.idOf(field.name);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const issueId = env.issuesAt(field.name).length > 0 ? `${id}-issues` : undefined;

  /** `focus`: the entry to focus once drawn (its place), or what to focus then (a block's Undo, Move down). */
  const change = (next: T[], focus?: number | (() => HTMLElement | null | undefined)) => {
    // An addition, removal or move is drawn at once, so that what to focus is in the page.
    if (focus === undefined) controller.onChange(next);
    else flushSync(() => controller.onChange(next));
    env.onEdited();
    if (typeof focus === 'number') focusTargets.current[Math.min(focus, next.length - 1)]?.focus();
    else focus?.()?.focus();
  };
  return {
    entries,
    focusTargets,
    hintId,
    issueId,
    change,
    canAdd: !env.readOnly && entries.length < field.max,
    canRemove: !env.readOnly && entries.length > field.min,
    remove: (index: number) =>
      change(
        entries.filter((_, at) => at !== index),
        index,
      ),
  };
}
