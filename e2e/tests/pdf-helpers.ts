import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a downloaded PDF, every page, as a reader would copy it. */
export async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
}
