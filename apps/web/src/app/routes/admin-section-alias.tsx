import { Navigate, useLocation } from 'react-router';
import { ADMIN_SECTION_ALIASES, adminSectionPath, ADMIN_SIGN_IN_PATH } from '@/lib/paths';

/**
 * A plural admin address (`/admin/returns`, lib/paths.ts's ADMIN_SECTION_ALIASES): replaces it
 * with the spec's section, keeping what follows the section (a request's id), the query, the
 * hash and the state, so a bookmarked search or a sign-in's return path still works. A lazy
 * page of its own, so that no storefront page carries back-office code.
 */
export function AdminSectionAlias() {
  const location = useLocation();
  // The rest of the path as typed, still encoded; its first segment is the alias itself.
  const afterAdmin = location.pathname.slice(ADMIN_SIGN_IN_PATH.length + 1);
  const slash = afterAdmin.indexOf('/');
  const alias = (
    slash === -1 ? afterAdmin : afterAdmin.slice(0, slash)
  ) as keyof typeof ADMIN_SECTION_ALIASES;
  const section = ADMIN_SECTION_ALIASES[alias];
  const rest = slash === -1 ? '' : afterAdmin.slice(slash);
  return (
    <Navigate
      replace
      to={{
        pathname: adminSectionPath(section) + rest,
        search: location.search,
        hash: location.hash,
      }}
      state={location.state}
    />
  );
}
