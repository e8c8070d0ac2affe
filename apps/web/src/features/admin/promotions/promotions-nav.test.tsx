import type { StaffRole } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { jsonResponse, mockFetch, renderInRouter } from '@/test/utils';

/** The admin nav's Promotions link as a staff member of `staffRole` sees it. */
function promotionsLink(staffRole: StaffRole) {
  // The bell in the header asks for its count.
  mockFetch(() => jsonResponse({ count: 0 }));
  renderInRouter(
    <AdminShell userName="Asha Rao" onSignOut={() => {}}>
      <p>Page</p>
    </AdminShell>,
    ['/admin/dashboard'],
    { staffRole },
  );
  const nav = screen.getByRole('navigation', { name: 'Admin' });
  return within(nav).queryByRole('link', { name: 'Promotions' });
}

describe('the Promotions entry of the admin nav', () => {
  it.each(['OWNER', 'MANAGER'] as const)(
    'leads a %s, who holds promotions.manage, to /admin/promotions',
    (role) => {
      expect(promotionsLink(role)).toHaveAttribute('href', '/admin/promotions');
    },
  );

  it.each(['CATALOGUE', 'FULFILMENT', 'SUPPORT', 'ACCOUNTANT'] as const)(
    'is hidden from a %s, who does not hold promotions.manage',
    (role) => {
      expect(promotionsLink(role)).not.toBeInTheDocument();
    },
  );
});
