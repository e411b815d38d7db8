import { useId, useRef, type ChangeEvent } from 'react';
import { ALLOWED_EXTENSIONS, ATTACHMENT_LEGEND, validateAttachment } from '@/domain/files/attachment-policy';
import { useTranslation } from '../i18n/use-translation';
import { formatFileSize } from './format-file-size';
import styles from './attachment-picker.module.css';

interface AttachmentPickerProps {
  files: readonly File[];
  error: string | null;
  onAdd(file: File): void;
  onRemove(index: number): void;
  onError(message: string | null): void;
  disabled: boolean;
}

const ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** "Attach file(s)": one file per selection (the spec's rule), checked before it joins the list. */
export function AttachmentPicker({
  files,
  error,
  onAdd,
  onRemove,
  onError,
  disabled,
}: AttachmentPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { language } = useTranslation();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const [first] = event.target.files ?? [];
    // Emptied so that choosing the same file again (after removing it) is a change too.
    event.target.value = '';
    if (!first) return;
    const checked = validateAttachment(first);
    onError(checked.ok ? null : checked.error.message);
    if (checked.ok) onAdd(first);
  };

  return (
    <div className={styles.attachments}>
      <label htmlFor={id} className={styles.label}>
        Attach file(s)
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        className={styles.fileInput}
        onChange={choose}
        disabled={disabled}
        aria-describedby={error ? `${id}-legend ${id}-error` : `${id}-legend`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-legend`} className={styles.hint}>
        {ATTACHMENT_LEGEND}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.fileList} aria-label="Attached files">
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size, language)}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => (onRemove(index), input.current?.focus())}
                disabled={disabled}
              >
                Remove <span className="visually-hidden">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
