import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { oidcLoginAttempts } from '../../db/schema/index.js';

/** How long a shopper has to come back from the provider before the attempt is void. */
export const LOGIN_ATTEMPT_MINUTES = 10;

export interface LoginAttempt {
  state: string;
  provider: string;
  nonce: string;
  codeVerifier: string;
}

export async function insertLoginAttempt(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  await db.insert(oidcLoginAttempts).values(attempt);
}

/** Forgets attempts nobody came back from; age is measured on the database clock. */
export async function deleteStaleLoginAttempts(db: DbOrTx): Promise<void> {
  await db
    .delete(oidcLoginAttempts)
    .where(
      sql`${oidcLoginAttempts.createdAt} < now() - make_interval(mins => ${LOGIN_ATTEMPT_MINUTES})`,
    );
}

/**
 * Removes the attempt with this state and returns it while it is still fresh: a state is
 * good for one callback only, and a stale one is removed all the same.
 */
export async function takeLoginAttempt(
  db: DbOrTx,
  provider: string,
  state: string,
): Promise<LoginAttempt | undefined> {
  const [row] = await db
    .delete(oidcLoginAttempts)
    .where(and(eq(oidcLoginAttempts.state, state), eq(oidcLoginAttempts.provider, provider)))
    .returning({
      state: oidcLoginAttempts.state,
      provider: oidcLoginAttempts.provider,
      nonce: oidcLoginAttempts.nonce,
      codeVerifier: oidcLoginAttempts.codeVerifier,
      fresh: sql<boolean>`${oidcLoginAttempts.createdAt} >= now() - make_interval(mins => ${LOGIN_ATTEMPT_MINUTES})`,
    });
  if (!row?.fresh) return undefined;
  const { fresh: _fresh, ...attempt } = row;
  return attempt;
}
