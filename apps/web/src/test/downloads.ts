import { afterEach, beforeEach, vi } from 'vitest';

export interface SavedFile {
  href: string;
  download: string;
}

/**
 * Catches the files a test's page saves: every click on a download link lands in the answered
 * list (its blob URL, `blobUrl`, and the file name) instead of the browser. The calls go with
 * `token` as the signed-in session's, as a download sends it.
 */
export function captureDownloads({ token, blobUrl }: { token: string; blobUrl: string }) {
  const saved: SavedFile[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    saved.length = 0;
    window.localStorage.setItem('token', token);
    URL.createObjectURL = vi.fn(() => blobUrl);
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return saved;
}
