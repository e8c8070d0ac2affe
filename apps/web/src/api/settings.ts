import type {
  AbandonedCartSettings,
  CashOnDeliverySettings,
  InventorySettings,
  InvoiceIdentityUpdate,
  CodConfirmationSettings,
  PrepaidDiscountSettings,
  OnlinePaymentSettings,
  ReturnSettings,
  StaffTwoFactorSettings,
  StoreContact,
  StoreSettings,
  GiftWrapSettings,
} from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { dashboardKeys } from './dashboard';
import { paymentKeys } from './payments';
import { quoteKeys } from './quotes';
import { returnKeys } from './returns';
import { storeContactKeys } from './store-contact';
import { twoFactorKeys } from './two-factor';

/*
 * The admin's store settings (docs/admin-guide.md, "Store settings"): all of them in one read, each
 * section of the screen saved on its own. A save puts the server's answer in the cache and
 * refreshes what reads a setting elsewhere: the checkout's COD fee and quotes (fee and limit), the
 * returns (window), the dashboard (low-stock threshold, setup checklist) and the storefront's
 * store contact (footer, contact page).
 */

/** What each section of the screen sends to PUT /api/admin/settings/{section}. */
export interface SettingsSectionValues {
  'cash-on-delivery': CashOnDeliverySettings;
  returns: ReturnSettings;
  inventory: InventorySettings;
  'online-payments': OnlinePaymentSettings;
  'cod-confirmation': CodConfirmationSettings;
  'prepaid-discount': PrepaidDiscountSettings;
  'invoice-identity': InvoiceIdentityUpdate;
  'store-contact': StoreContact;
  'staff-two-factor': StaffTwoFactorSettings;
  'gift-wrap': GiftWrapSettings;
  'abandoned-cart': AbandonedCartSettings;
}
export type SettingsSectionName = keyof SettingsSectionValues;

export const settingsKeys = {
  all: ['settings'] as const,
  store: () => [...settingsKeys.all, 'store'] as const,
};

/** GET /api/admin/settings (admin): every setting, money in rupees. */
export function fetchStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return api.get<StoreSettings>('/admin/settings', { signal });
}

/** PUT /api/admin/settings/{section} (admin): answers every setting as saved. */
export function saveSettingsSection<S extends SettingsSectionName>(
  section: S,
  values: SettingsSectionValues[S],
): Promise<StoreSettings> {
  return api.put<StoreSettings>(pathWith('/admin/settings/{section}', { section }), values);
}

export const storeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.store(),
    queryFn: ({ signal }) => fetchStoreSettings(signal),
  });

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}

/** What else reads each section's settings, refreshed after it is saved. */
const READERS: Record<SettingsSectionName, readonly (readonly unknown[])[]> = {
  'cash-on-delivery': [paymentKeys.all, quoteKeys.all],
  returns: [returnKeys.all],
  inventory: [dashboardKeys.all],
  // Read only when an order is placed: nothing on screen shows it.
  'online-payments': [],
  'cod-confirmation': [],
  'prepaid-discount': [quoteKeys.all],
  'invoice-identity': [dashboardKeys.setup()],
  'store-contact': [storeContactKeys.all, dashboardKeys.setup()],
  // Sign-in security's "this store requires it".
  'staff-two-factor': [twoFactorKeys.all],
  'gift-wrap': [quoteKeys.all],
  // Read only by the reminders' check on the server.
  'abandoned-cart': [],
};

export function useSaveSettingsSection<S extends SettingsSectionName>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsSectionValues[S]) => saveSettingsSection(section, values),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKeys.store(), saved);
      await Promise.all(
        READERS[section].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
