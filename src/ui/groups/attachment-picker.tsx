import { useId, useRef, type ChangeEvent } from 'react';
import {
  ALLOWED_EXTENSIONS,
  type AttachmentProblem,
  validateAttachment,
} from '@/domain/files/attachment-policy';
import { useTranslation } from '../i18n/use-translation';
import { FileName } from '../shared/file-name';
import { attachmentLegend, attachmentProblemKindText } from './attachment-problem-text';
import { formatFileSize } from './format-file-size';
import { useGroupsMessages } from './groups-messages';
import { richMessage } from './rich-message';
import styles from './attachment-picker.module.css';

interface AttachmentPickerProps {
  files: readonly File[];
  error: AttachmentProblem['kind'] | null;
  onAdd(file: File): void;
  onRemove(index: number): void;
  onError(problem: AttachmentProblem['kind'] | null): void;
  disabled: boolean;
}

const ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * "Attach file(s)": only the first file of each selection (docs/behaviour.md, 'Attachments'), checked before it
 * joins the list.
 */
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
  const t = useGroupsMessages();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const [first] = event.target.files ?? [];
    // Emptied so that choosing the same file again (after removing it) is a change too.
    event.target.value = '';
    if (!first) return;
    const checked = validateAttachment(first);
    onError(checked.ok ? null : checked.error.kind);
    if (checked.ok) onAdd(first);
  };

  return (
    <div className={styles.attachments}>
      <label htmlFor={id} className={styles.label}>
        {t('attachFiles')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        // With files attached, the browser's "No file chosen" beside its button is untrue: only the button shows.
        className={files.length > 0 ? `${styles.fileInput} ${styles.withFiles}` : styles.fileInput}
        onChange={choose}
        disabled={disabled}
        aria-describedby={error ? `${id}-legend ${id}-error` : `${id}-legend`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-legend`} className={styles.hint}>
        {attachmentLegend(t)}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {attachmentProblemKindText(error, t)}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.fileList} aria-label={t('attachedFiles')}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} className={styles.file}>
              <FileName name={file.name} className={styles.fileName} />
              <span className={styles.fileSize}>{formatFileSize(file.size, language)}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => (onRemove(index), input.current?.focus())}
                disabled={disabled}
              >
                {richMessage(t, 'removeFile', {
                  fileName: <FileName name={file.name} className="visually-hidden" />,
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
