import { SectionNotAvailable } from '@/features/admin/components/section-not-available';

/** /admin/settings. */
export default function SettingsPage() {
  return <SectionNotAvailable section="settings" />;
}
