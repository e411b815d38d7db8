import { numberFormat } from '../i18n/plain-intl';

const KIB = 1024;
const MIB = KIB * KIB;

/**
 * A file's size as people read it: `48.2 kB`, `3.1 MB`. Counted in 1024s, as the 32 MB upload limit
 * (33554432 bytes) is, so the limit and the sizes shown agree.
 */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= MIB ? [bytes / MIB, 'megabyte'] : [bytes / KIB, 'kilobyte'];
  return numberFormat(language, {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
