import type { ReactNode } from 'react';

/**
 * A thin "or" rule above the other ways to sign in (the Google button). The button renders
 * nothing when Google sign-in is off; the rule then hides itself too (CSS :has on the empty
 * slot), so no page ever shows an "or" with nothing after it.
 */
export function OtherSignInOptions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 has-[[data-sign-in-options]:empty]:hidden">
      <div className="flex items-center gap-4 text-xs tracking-[0.2em] text-stone uppercase">
        <span className="h-px flex-1 bg-rule" aria-hidden="true" />
        or
        <span className="h-px flex-1 bg-rule" aria-hidden="true" />
      </div>
      <div data-sign-in-options="" className="mt-6">
        {children}
      </div>
    </div>
  );
}
