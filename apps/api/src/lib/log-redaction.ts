import { stdSerializers } from 'pino';

interface DatabaseFailure {
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** The driver's error under a failed query: its SQLSTATE and where, never its values. */
function databaseFailureOf(error: unknown): DatabaseFailure {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as Record<string, unknown>;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const pick = (key: string) =>
        typeof candidate[key] === 'string' ? (candidate[key] as string) : undefined;
      return {
        sqlState: candidate.code,
        constraint: pick('constraint'),
        table: pick('table'),
        column: pick('column'),
      };
    }
  }
  return {};
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function stackFrames(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * pino's error serializer, less what a failed query carries about people: Drizzle puts the
 * query's parameters (names, addresses, password hashes) in its message, and PostgreSQL's
 * `detail` repeats the offending values. Logged instead: the SQL text, SQLSTATE, constraint,
 * table and column.
 */
export function serializeError(error: Error): SerializedError {
  // Drizzle's DrizzleQueryError, recognised by shape: its class name does not survive bundling.
  if (!('query' in error && 'params' in error)) {
    return stdSerializers.err(error);
  }
  const query =
    typeof (error as { query?: unknown }).query === 'string'
      ? (error as { query: string }).query
      : '';
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${query}`,
    ...databaseFailureOf(error.cause),
    stack: stackFrames(error.stack) ?? '',
  };
}
