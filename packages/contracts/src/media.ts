import { z } from 'zod';

/** A public id as the media service makes and accepts them: `up-3f9c0a1b2c3d4e5f`. */
export const PUBLIC_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,119}$/;

export const publicIdParamSchema = z.object({
  publicId: z.string().regex(PUBLIC_ID_PATTERN, 'Not a valid image id'),
});

/**
 * The optional text fields of POST /api/upload/images besides `file`. `folder` groups uploads
 * (`products`, `categories`) and becomes the public id's prefix; other fields are ignored.
 */
export const uploadOptionsSchema = z.object({
  folder: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use up to 40 letters, digits and dashes')
    .optional(),
});
export type UploadOptions = z.infer<typeof uploadOptionsSchema>;

/** The upload result: the image as stored (always re-encoded to WebP) and where to fetch it. */
export const uploadResultSchema = z.object({
  publicId: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
