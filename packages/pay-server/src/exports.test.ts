import { itExportsExactly } from '@portico/test/exports/itExportsExactly'
import * as payServer from './index'

itExportsExactly('keeps the public export list stable', payServer, [
  'PaymentVerifierError',
  'createMemoryUsedPaymentStore',
  'createPaymentVerifier',
  'readGatewayPayment',
])
