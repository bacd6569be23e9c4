import { CodedError } from '@portico/server'

/**
 * Why a name could not be read although the chain answered: its offchain gateways failed or
 * answered nothing usable (`GATEWAY_FAILED`), a lookup did not come from the contract asked
 * (`SENDER_MISMATCH`), or a resolver kept asking for more lookups than allowed
 * (`TOO_MANY_LOOKUPS`). The profile routes answer it as NAME_LOOKUP_FAILED.
 * @example throw new NameLookupError('SENDER_MISMATCH', 'the lookup named another contract')
 */
export class NameLookupError extends CodedError<
  'GATEWAY_FAILED' | 'RESOLVER_FAILED' | 'SENDER_MISMATCH' | 'TOO_MANY_LOOKUPS'
> {
  override name = 'NameLookupError'
}
