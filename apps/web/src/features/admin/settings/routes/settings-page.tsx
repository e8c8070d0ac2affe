import { useStoreSettings } from '@/api/settings';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { useCan } from '@/lib/staff-access';
import { AbandonedCartSection } from '../components/abandoned-cart-section';
import { CashOnDeliverySection } from '../components/cash-on-delivery-section';
import { CodConfirmationSection } from '../components/cod-confirmation-section';
import { FailedJobsSection } from '../components/failed-jobs-section';
import { GstRatesSection } from '../components/gst-rates-section';
import { GiftWrapSection } from '../components/gift-wrap-section';
import { InventorySection } from '../components/inventory-section';
import { InvoiceIdentitySection } from '../components/invoice-identity-section';
import { OnlinePaymentsSection } from '../components/online-payments-section';
import { PrepaidDiscountSection } from '../components/prepaid-discount-section';
import { ReturnsSection } from '../components/returns-section';
import { SearchSynonymsSection } from '../components/search-synonyms-section';
import { StaffTwoFactorSection } from '../components/staff-two-factor-section';
import { StoreContactSection } from '../components/store-contact-section';

/**
 * /admin/settings: the store's settings in sections, each saved on its own, the GST rate table,
 * and below them the background jobs that failed for good.
 */
export default function SettingsPage() {
  const settings = useStoreSettings();
  // Who must use two-factor sign-in is a rule over staff accounts: the owner's (staff.manage).
  const managesStaff = useCan('staff.manage');
  return (
    <>
      <AdminPageHeader title="Settings" summary={adminSection('settings').summary} />
      {settings.isPending ? (
        <div role="status" className="grid gap-4 lg:grid-cols-2">
          <span className="sr-only">Loading settings...</span>
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} className="h-64 w-full" />
          ))}
        </div>
      ) : settings.isError ? (
        <AdminLoadError
          what="The settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <CashOnDeliverySection settings={settings.data} />
          <ReturnsSection settings={settings.data} />
          <InventorySection settings={settings.data} />
          <OnlinePaymentsSection settings={settings.data} />
          <CodConfirmationSection settings={settings.data} />
          <PrepaidDiscountSection settings={settings.data} />
          <GiftWrapSection settings={settings.data} />
          <AbandonedCartSection settings={settings.data} />
          <InvoiceIdentitySection settings={settings.data} />
          <StoreContactSection settings={settings.data} />
          {managesStaff ? <StaffTwoFactorSection settings={settings.data} /> : null}
        </div>
      )}
      <GstRatesSection />
      <SearchSynonymsSection />
      <FailedJobsSection layoutSettled={!settings.isPending} />
    </>
  );
}
