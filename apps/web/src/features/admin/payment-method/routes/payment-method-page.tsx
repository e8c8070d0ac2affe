import { SectionNotAvailable } from '@/features/admin/components/section-not-available';

/** /admin/payment-method. */
export default function PaymentMethodPage() {
  return <SectionNotAvailable section="payment-method" />;
}
