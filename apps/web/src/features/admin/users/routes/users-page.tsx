import { SectionNotAvailable } from '@/features/admin/components/section-not-available';

/** /admin/users. */
export default function UsersPage() {
  return <SectionNotAvailable section="users" />;
}
