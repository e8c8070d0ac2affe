import type { Manifest } from '../../module-manifest.js';
import { imageVariantsJob } from './image-variants.job.js';
import { mediaRoutes } from './media.routes.js';
import { uploadRoutes } from './upload.routes.js';
import { variantRendererOf } from './variant-renderer.js';

export const mediaModule: Manifest = {
  name: 'media',
  routes: [uploadRoutes],
  rootRoutes: [{ plugin: mediaRoutes }],
  jobs: ({ media, log }) => [imageVariantsJob(variantRendererOf(media, log))],
};
