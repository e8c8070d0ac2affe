// Statements named by their text, so that a name can never stand for two texts on a connection.
// Only statements whose text is fixed (every value a parameter) are meant to be named; the cap
// keeps a mistake from leaving an ever-growing set of statements on every connection.
const nameByText = new Map<string, string>();
const MOST_NAMED_TEXTS = 200;

/**
 * The name a fixed statement text runs under on PostgreSQL, where each connection then parses
 * it once and, after a few runs, plans it once (docs/decisions/0031). Undefined (run unnamed)
 * once 200 texts have names.
 */
export function statementNameOfText(text: string): string | undefined {
  let name = nameByText.get(text);
  if (!name && nameByText.size < MOST_NAMED_TEXTS) {
    name = `statement_${nameByText.size + 1}`;
    nameByText.set(text, name);
  }
  return name;
}
