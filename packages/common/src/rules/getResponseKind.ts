const HEX_RESPONSE = /^(?:0x)?[0-9a-fA-F]{62,}$/

/**
 * Whether an RPC answer is a transaction-type response (spec §5): a string of 64 hex characters
 * (a transaction hash) or 62 or more (a signature), with or without 0x. Anything else is 'object'.
 * @example
 * getResponseKind(`0x${'ab'.repeat(32)}`) // 'transaction'
 * getResponseKind({ id: '0x01' }) // 'object'
 */
export function getResponseKind(response: unknown): 'transaction' | 'object' {
  return typeof response === 'string' && HEX_RESPONSE.test(response) ? 'transaction' : 'object'
}
