import type { StaffRole } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { jsonResponse, mockFetch, renderInRouter } from '@/test/utils';

/** The admin nav's links as a staff member of `staffRole` sees them. */
function navLinks(staffRole: StaffRole) {
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
  return within(nav).queryByRole('link', { name: 'Delivery' });
}

describe('the Delivery entry of the admin nav', () => {
  it.each(['OWNER', 'MANAGER', 'FULFILMENT'] as const)(
    'leads a %s, who holds shipping.manage, to /admin/delivery',
    (role) => {
      expect(navLinks(role)).toHaveAttribute('href', '/admin/delivery');
    },
  );

  it.each(['SUPPORT', 'CATALOGUE', 'ACCOUNTANT'] as const)(
    'is hidden from a %s, who does not hold shipping.manage',
    (role) => {
      expect(navLinks(role)).not.toBeInTheDocument();
    },
  );
});
