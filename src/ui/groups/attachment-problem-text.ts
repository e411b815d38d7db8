import {
  ALLOWED_EXTENSIONS,
  ATTACHMENT_MESSAGES,
  type AttachmentProblem,
} from '@/domain/files/attachment-policy';
import type { GroupsTranslate } from './groups-messages';

const EXTENSIONS = ALLOWED_EXTENSIONS.join(', ');

/** The legend under the file control, in the reader's language. */
export const attachmentLegend = (t: GroupsTranslate): string => t('attachLegend', { extensions: EXTENSIONS });

/** Why a file cannot be attached, worded from the domain's kind of problem. */
export const attachmentProblemKindText = (kind: AttachmentProblem['kind'], t: GroupsTranslate): string =>
  kind === 'too-large' ? t('fileTooLarge') : t('fileInvalidType', { extensions: EXTENSIONS });

/**
 * The same for a refusal that reached the page as the domain's English message (a topic's `invalid-file`
 * failure carries only that); any other text, e.g. the content system's own, is shown as it came.
 */
export function attachmentProblemText(message: string, t: GroupsTranslate): string {
  if (message === ATTACHMENT_MESSAGES.tooLarge) return attachmentProblemKindText('too-large', t);
  if (message === ATTACHMENT_MESSAGES.invalidType) return attachmentProblemKindText('invalid-type', t);
  return message;
}
