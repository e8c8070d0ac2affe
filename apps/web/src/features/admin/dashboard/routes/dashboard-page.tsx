import { SectionNotAvailable } from '@/features/admin/components/section-not-available';

/** /admin/dashboard. */
export default function DashboardPage() {
  return <SectionNotAvailable section="dashboard" />;
}
