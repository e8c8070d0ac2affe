/** True when a database error (or the driver error Drizzle wraps) is a unique-index violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      // node-postgres names the constraint; PGlite only mentions it in the message.
      return candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint);
    }
  }
  return false;
}
