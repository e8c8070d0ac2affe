import {
  fulfilmentSchema,
  shipmentBookingResultSchema,
  shipmentBookingSchema,
  shipmentDocumentsQuerySchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, type AppContext } from '../app-context.js';
import { currentUser } from '../lib/auth-guard.js';
import { sendPdfFile } from '../lib/pdf-reply.js';
import { packingSlipsFile } from '../modules/invoices/order-slips.service.js';
import { getFulfilment, parcelPapersFile } from './fulfilment.flow.js';
import { bookShipments } from './shipment-booking.flow.js';

const DOCUMENT_ERRORS =
  '400 for a bad order list; 404 naming the ids that are no order; 409 SHIPMENT_NOT_BOOKED naming the orders without a parcel; 409 MIXED_COURIERS when they are booked with different couriers (download each courier’s separately); 422 SHIPROCKET_NOT_CONFIGURED for Shiprocket parcels on a store no longer set up for it.';

/**
 * The fulfilment screen (docs/decisions/0061): booking parcels with a courier, the day's lists,
 * and the labels, pickup manifest and packing slips of the parcels.
 */
export const shipmentBookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, couriers } = context;

  app.post(
    '/admin/shipments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'Book parcels for up to 50 orders with a courier (admin): by hand (self-ship: each order’s courier and AWB) or through Shiprocket',
        description:
          'Each order is booked on its own: `booked` lists the parcels, `failed` each order that was not (code NOT_FOUND, NOT_READY_TO_SHIP unless CONFIRMED or PROCESSING, ALREADY_BOOKED, AWB_TAKEN, or the courier’s COURIER_REFUSED, COURIER_AUTH, COURIER_UNAVAILABLE). A CONFIRMED order booked becomes PROCESSING. 422 SHIPROCKET_NOT_CONFIGURED when Shiprocket is asked for on a store without it.',
        body: shipmentBookingSchema,
        response: { 200: shipmentBookingResultSchema },
      },
    },
    async (request) =>
      bookShipments(
        { ...requestContext(context, request), couriers },
        currentUser(request),
        request.body,
      ),
  );

  app.get(
    '/admin/fulfilment',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'The fulfilment screen (admin): orders to ship (confirmed or processing, no parcel, oldest first), parcels booked today not yet picked up, the couriers to book with',
        response: { 200: fulfilmentSchema },
      },
    },
    async () => getFulfilment(db, couriers),
  );

  app.get(
    '/admin/shipments/labels.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary: 'The shipping labels of booked orders, one PDF (admin): ?orderIds=1,2,3',
        description: DOCUMENT_ERRORS,
        querystring: shipmentDocumentsQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdfFile(reply, await parcelPapersFile(db, couriers, 'labels', request.query.orderIds)),
  );

  app.get(
    '/admin/shipments/manifest.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'The pickup manifest of booked orders for the courier to sign, one PDF (admin): ?orderIds=1,2,3',
        description: DOCUMENT_ERRORS,
        querystring: shipmentDocumentsQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdfFile(reply, await parcelPapersFile(db, couriers, 'manifest', request.query.orderIds)),
  );

  app.get(
    '/admin/shipments/packing-slips.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'The packing slips of orders, one page each with the gift message, one PDF (admin): ?orderIds=1,2,3',
        description: '400 for a bad order list; 404 naming the ids that are no order.',
        querystring: shipmentDocumentsQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdfFile(reply, await packingSlipsFile(db, request.query.orderIds)),
  );
};
