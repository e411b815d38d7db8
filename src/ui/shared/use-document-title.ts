import { useMemo } from 'react';
import { useDocumentMeta } from './use-document-meta';

/**
 * Sets the tab title (`Page – NECS`), the meta description and the page's canonical and OpenGraph tags while a
 * screen is shown (see useDocumentMeta). A screen without a description of its own gets the site's. Nothing
 * changes while `title` is undefined (the screen is still loading).
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  useDocumentMeta(
    useMemo(() => (title === undefined ? undefined : { title, description }), [title, description]),
  );
}
