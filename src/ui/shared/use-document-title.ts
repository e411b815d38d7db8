import { useEffect } from 'react';
import { AppConfig } from '@/application/config/app-config';
import { useService } from '../app/services';

/**
 * Sets the tab title (`Page – NECS`) and the meta description while a screen is shown. A screen without a
 * description of its own gets the site's, so one page's description never lingers on the next.
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  const { association } = useService(AppConfig);
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} – ${association.shortName}` : association.name;
    const meta = metaDescription();
    siteDescription ??= meta.content;
    meta.content = description || siteDescription;
  }, [title, description, association]);
}

/** The description index.html ships with, read once before any screen replaces it. */
let siteDescription: string | undefined;

function metaDescription(): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}
