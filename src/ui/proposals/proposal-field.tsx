import { useController } from 'react-hook-form';
import type { LongTextField, ProposalField as Field, TextField } from '@/domain/proposals/proposal-fields';
import type { FieldEnv } from './fields/field-env';
import { asText } from './fields/form-values';
import { GroupFieldset } from './fields/group-fieldset';
import { ListFieldset } from './fields/list-fieldset';
import { TextEntry } from './fields/text-entry';

/** One field of a proposal schema, drawn as its type asks. */
export function ProposalField({ field, env }: { field: Field; env: FieldEnv }) {
  switch (field.type) {
    case 'text':
    case 'long-text':
      return <TopTextEntry field={field} env={env} />;
    case 'list':
      return <ListFieldset field={field} env={env} />;
    case 'group':
      return <GroupFieldset field={field} env={env} />;
  }
}

function TopTextEntry({ field, env }: { field: TextField | LongTextField; env: FieldEnv }) {
  const { value, onChange } = useController({ control: env.control, name: field.name }).field;
  return (
    <TextEntry
      field={field}
      path={field.name}
      id={env.idOf(field.name)}
      value={asText(value)}
      readOnly={env.readOnly}
      issues={env.issuesAt(field.name)}
      onChange={(text) => {
        onChange(text);
        env.onEdited();
      }}
    />
  );
}
