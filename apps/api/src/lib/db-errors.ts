/** True when a database error (or the driver error Drizzle wraps) has the SQLSTATE and names the constraint. */
function violates(error: unknown, sqlState: string, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === sqlState) {
      if (!constraint) return true;
      // node-postgres names the constraint; PGlite only mentions it in the message.
      return (
        candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint)
      );
    }
  }
  return false;
}

/** True when a database error (or the driver error Drizzle wraps) is a unique-index violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violates(error, '23505', constraint);
}

/** True when a database error is a foreign-key violation (a missing or still-referenced row). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return violates(error, '23503', constraint);
}
