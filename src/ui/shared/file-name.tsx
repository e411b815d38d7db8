import { shownFileName } from '@/domain/files/shown-file-name';

/**
 * A file name in a line of text: its invisible controls written out (shownFileName), and isolated from its
 * neighbours by `<bdi>`, so neither it nor the text around it is reordered by the other.
 */
export function FileName({ name, className }: { name: string; className?: string }) {
  return <bdi className={className}>{shownFileName(name)}</bdi>;
}
