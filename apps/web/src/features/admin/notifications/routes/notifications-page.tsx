import { SectionNotAvailable } from '@/features/admin/components/section-not-available';

/** /admin/notifications. */
export default function NotificationsPage() {
  return <SectionNotAvailable section="notifications" />;
}
