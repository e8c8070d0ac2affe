import { SectionNotAvailable } from '@/features/admin/components/section-not-available';

/** /admin/orders. */
export default function OrdersPage() {
  return <SectionNotAvailable section="orders" />;
}
