import { useEffect } from 'react';

export const SITE_NAME = 'Attar House';

/** Sets `document.title` to "<title> | Attar House" (or the bare site name). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Premium Fragrances`;
  }, [title]);
}
