import { useEffect } from 'react';

export const SITE_NAME = 'Attar House';
export const DEFAULT_DESCRIPTION =
  'Attar House: premium fragrances, attars and fine jewelry, delivered across India.';

export interface DocumentHead {
  title: string;
  description: string;
}

let serverHead: DocumentHead | null = null;

/**
 * Collects the title and description the page asks for while it renders on the server, where
 * effects never run. Rendering is synchronous, so one collector at a time is enough.
 */
export function collectDocumentHead<T>(render: () => T): { result: T; head: DocumentHead } {
  serverHead = { title: documentTitle(null), description: DEFAULT_DESCRIPTION };
  try {
    const result = render();
    return { result, head: serverHead };
  } finally {
    serverHead = null;
  }
}

function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Premium Fragrances`;
}

/**
 * Sets `document.title` to "<title> | Attar House" (or the bare site name) and the page's
 * meta description, so that every page a crawler or a shared link sees describes itself.
 */
export function useDocumentTitle(title: string | null | undefined, description?: string): void {
  if (serverHead) {
    // The last page-level call wins, as the effects below would in the browser.
    serverHead.title = documentTitle(title);
    serverHead.description = description?.trim() || DEFAULT_DESCRIPTION;
  }
  useEffect(() => {
    document.title = documentTitle(title);
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
