import { IMAGE_SERVICE, type UploadResult } from '@attar/contracts';
import { api, errorMessage, pathWith } from '@/lib/api-client';

/**
 * The spec's words when the server gives no message of its own (docs/product.md, "Error messages",
 * Uploads).
 */
export const UPLOAD_FAILED = 'Upload failed';
export const DELETE_FAILED = 'Delete failed';

/*
 * The media service's calls for the admin screens that upload product and category images.
 */

/**
 * POST /api/upload/images (admin): multipart `file` plus an optional `folder`. Fails with an
 * Error whose message is the server's, or "Upload failed".
 */
export async function uploadImage(
  file: Blob,
  options: { folder?: string } = {},
): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  if (options.folder) form.append('folder', options.folder);
  try {
    return await api.post<UploadResult>(
      pathWith('/upload/{service}', { service: IMAGE_SERVICE }),
      form,
    );
  } catch (error) {
    throw new Error(errorMessage(error, UPLOAD_FAILED), { cause: error });
  }
}

/**
 * DELETE /api/upload/images/{publicId} (admin). Fails with the server's message, or "Delete
 * failed".
 */
export async function deleteImage(publicId: string): Promise<void> {
  try {
    await api.delete<void>(
      pathWith('/upload/{service}/{publicId}', { service: IMAGE_SERVICE, publicId }),
    );
  } catch (error) {
    throw new Error(errorMessage(error, DELETE_FAILED), { cause: error });
  }
}
