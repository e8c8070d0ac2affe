import { SectionNotAvailable } from '@/features/admin/components/section-not-available';

/** /admin/return. */
export default function ReturnPage() {
  return <SectionNotAvailable section="return" />;
}
