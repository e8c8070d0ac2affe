import { SectionNotAvailable } from '@/features/admin/components/section-not-available';

/** /admin/review. */
export default function ReviewPage() {
  return <SectionNotAvailable section="review" />;
}
