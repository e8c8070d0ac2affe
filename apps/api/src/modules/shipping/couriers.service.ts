// The courier port and its adapters, as the flows above the modules reach them (docs/decisions/0061).
export {
  CourierError,
  type BookedParcel,
  type BookedParcelDocument,
  type Courier,
  type CourierEvent,
  type ParcelOrder,
  type ParcelSender,
} from './courier/courier.js';
