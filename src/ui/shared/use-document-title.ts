import { useEffect } from 'react';
import { TOKENS } from '@/application/tokens';
import { useService } from '../app/services';

/** Sets the tab title (`Page – NECS`) and the meta description while a screen is shown. */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  const { association } = useService(TOKENS.Config);
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} – ${association.shortName}` : association.name;
    if (description !== undefined) metaDescription().content = description;
  }, [title, description, association]);
}

function metaDescription(): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}
