import type { FieldValue } from '@/domain/proposals/proposal-fields';

/** A field's value as one line of text, for comparing versions at a glance. */
export const plainText = (value: FieldValue | undefined): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value
    .map((entry) => (typeof entry === 'string' ? entry : Object.values(entry).filter(Boolean).join(' – ')))
    .filter(Boolean)
    .join('; ');
};
