import { useEffect } from 'react';

export const SITE_NAME = 'Attar House';
export const DEFAULT_DESCRIPTION =
  'Attar House: premium fragrances, attars and fine jewelry, delivered across India.';

/**
 * Sets `document.title` to "<title> | Attar House" (or the bare site name) and the page's
 * meta description, so that every page a crawler or a shared link sees describes itself.
 */
export function useDocumentTitle(title: string | null | undefined, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Premium Fragrances`;
  }, [title]);
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description?.trim() || DEFAULT_DESCRIPTION;
  }, [description]);
}
