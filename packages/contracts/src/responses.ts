import { z } from 'zod';

/** The documented body of a 204 answer: none. */
export const noContentSchema = z.null().describe('No content');
