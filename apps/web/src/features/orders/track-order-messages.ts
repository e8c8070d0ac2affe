/** The track page's words for a missing order number, signed in or not. */
export const ORDER_NUMBER_MESSAGE = 'Enter your order number, for example AH-2025-000123.';
