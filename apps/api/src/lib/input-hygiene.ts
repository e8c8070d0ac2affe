import { NUL_CHARACTER_MESSAGE, type ValidationIssue } from '@attar/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** The path of the first string holding a NUL character in a parsed request part, or null. */
export function findNulCharacter(root: unknown, rootPath: string): string | null {
  // Iterative, so a deeply nested JSON body cannot exhaust the call stack.
  const pending: Array<{ value: unknown; path: string }> = [{ value: root, path: rootPath }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: `${path}.${index}` }));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return path;
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * The contracts' text schemas refuse NUL characters field by field; this check refuses them
 * in any route's path, query and body before validation too, so a route whose schema forgot
 * cannot hand one to PostgreSQL (which cannot store it).
 */
export function registerNulCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts: Array<[string, unknown]> = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const found = findNulCharacter(value, '');
      if (found === null) continue;
      const issue: ValidationIssue = { path: found || part, message: NUL_CHARACTER_MESSAGE };
      throw new AppError(400, 'VALIDATION_FAILED', `${issue.path}: ${issue.message}`, [issue]);
    }
  });
}
