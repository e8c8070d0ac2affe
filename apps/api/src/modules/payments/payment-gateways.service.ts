// The payment provider port and its adapters, as the flows above the modules reach them.
export {
  GatewayError,
  type GatewayEvent,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway/payment-gateway.js';
export { TestGateway } from './gateway/test-gateway.js';
