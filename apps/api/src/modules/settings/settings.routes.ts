import {
  abandonedCartSettingsSchema,
  cashOnDeliverySettingsSchema,
  inventorySettingsSchema,
  codConfirmationSettingsSchema,
  onlinePaymentSettingsSchema,
  prepaidDiscountSettingsSchema,
  giftWrapSettingsSchema,
  staffTwoFactorSettingsSchema,
  invoiceIdentityUpdateSchema,
  returnSettingsSchema,
  storeContactSchema,
  storeContactViewSchema,
  storeSettingsSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as settings from './settings-admin.service.js';
import { getSettingCached } from './settings.service.js';

/**
 * The admin's store settings (docs/admin-guide.md, "Store settings"). The COD fee's own calls,
 * GET/PUT /api/admin/settings/cod-fee, stay with the payments routes.
 */
export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/store-contact',
    {
      // The same for every caller, cached in process and cleared by a settings write (decision
      // 0019); the server-drawn pages carry it in their embedded data.
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['settings'],
        summary:
          "The store's contact details and social links, as the footer and the contact page show them (an empty link is not shown)",
        response: { 200: storeContactViewSchema },
      },
    },
    async () => getSettingCached(db, 'store_contact'),
  );

  app.get(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Every store setting: COD fee and COD limit in rupees, return window in days, low-stock threshold, invoice identity, store contact',
        response: { 200: storeSettingsSchema },
      },
    },
    async () => settings.readStoreSettings(db),
  );

  app.put(
    '/admin/settings/cash-on-delivery',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Set the COD fee (0 to 1000 rupees) and the COD limit (the largest order total, fee included, COD is offered for: 1 to 10,00,000 rupees); answers every setting',
        body: cashOnDeliverySettingsSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateCashOnDelivery(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/returns',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Set the return window: whole days after delivery, 1 to 365; answers every setting',
        body: returnSettingsSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateReturnSettings(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/inventory',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Set the low-stock threshold: a product at or below it counts as low on stock (0 to 100,000); answers every setting',
        body: inventorySettingsSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateInventorySettings(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/online-payments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Set the time to pay online: minutes (5 to 1,440) an order awaiting online payment holds its stock before it is cancelled; answers every setting',
        body: onlinePaymentSettingsSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateOnlinePaymentSettings(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/cod-confirmation',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Set which cash-on-delivery orders the customer confirms with a mailed code (on or off; a first order; an amount in rupees and above, or null) and the hours (1 to 168) before an unconfirmed one is cancelled; answers every setting',
        body: codConfirmationSettingsSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) =>
      settings.updateCodConfirmationSettings(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/prepaid-discount',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Set what paying online takes off an order: none, a whole amount in rupees (1 to 10,000) or a whole percentage (1 to 50) of the goods after any promo code; answers every setting',
        body: prepaidDiscountSettingsSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) =>
      settings.updatePrepaidDiscountSettings(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/gift-wrap',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Offer gift wrap at checkout or not, and its fee in rupees (1 to 5,000); answers every setting',
        body: giftWrapSettingsSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateGiftWrapSettings(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/abandoned-cart',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Cart reminders on or off, the hours from a cart’s last change to the first reminder (1 to 168), and from the first to a second (1 to 336, or null for none); answers every setting',
        body: abandonedCartSettingsSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateAbandonedCartSettings(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/staff-two-factor',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          'Require two-factor sign-in of every staff account (owners): staff without it set it up at their next sign-in; answers every setting',
        body: staffTwoFactorSettingsSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) =>
      settings.updateStaffTwoFactorSettings(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/invoice-identity',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          "Set the seller on tax invoices: legal name, address, GSTIN (checksum verified) and state (one of GET /api/location/user's, matching the GSTIN's state code); answers every setting",
        body: invoiceIdentityUpdateSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateInvoiceIdentity(db, currentUser(request), request.body),
  );

  app.put(
    '/admin/settings/store-contact',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'admin'],
        summary:
          "Set the store's contact details (address or city, phone, email, opening hours) and social links (Instagram, Facebook, YouTube, Pinterest: https addresses, each may be empty); answers every setting",
        body: storeContactSchema,
        response: { 200: storeSettingsSchema },
      },
    },
    async (request) => settings.updateStoreContact(db, currentUser(request), request.body),
  );
};
