import type { Control } from 'react-hook-form';
import type { FormValues } from './form-values';

/** What every field of one proposal form shares. */
export interface FieldEnv {
  readonly control: Control<FormValues>;
  /** The id of the control at a dotted path (`papers.1.abstract`), unique on the page. */
  idOf(path: string): string;
  /** The messages of the issues at exactly this path. */
  issuesAt(path: string): readonly string[];
  readonly readOnly: boolean;
  /** Changes when the form is reset to other values (another version): what was offered on the old ones ends. */
  readonly resetKey: string;
  /** Tells the parent after a field has changed the form's values. */
  onEdited(): void;
}

/** An aria-describedby of the ids that are there, or none at all. */
export const joinIds = (...ids: (string | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
