export { createMemoryUsedPaymentStore } from './createMemoryUsedPaymentStore'
export {
  createPaymentVerifier,
  type PaymentVerifier,
  type PaymentVerifierOptions,
} from './createPaymentVerifier'
export type {
  ExpectedPayment,
  PaymentFailureReason,
  PaymentVerification,
  VerifyPaymentRequest,
} from './PaymentVerification'
export { PaymentVerifierError } from './PaymentVerifierError'
export { readGatewayPayment } from './readGatewayPayment'
export type { UsedPaymentStore } from './UsedPaymentStore'
