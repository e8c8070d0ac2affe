import { type Permission, staffRoleCan, type StaffRole } from '@attar/contracts';
import { createContext, useContext } from 'react';

/*
 * The signed-in staff member's role (docs/permissions.md), given to the back office by its layout:
 * the admin shows only the sections and buttons the role may use. The server checks the same
 * permissions on every admin route; this only spares a person buttons that would be refused.
 */
const StaffRoleContext = createContext<StaffRole | null>(null);

export const StaffRoleProvider = StaffRoleContext.Provider;

/** The signed-in staff member's role; null outside the back office. */
export function useStaffRole(): StaffRole | null {
  return useContext(StaffRoleContext);
}

/** Whether the signed-in staff member's role holds `permission`. */
export function useCan(permission: Permission): boolean {
  return staffRoleCan(useStaffRole(), permission);
}
