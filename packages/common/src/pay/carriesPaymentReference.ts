const REFERENCE = /^0x[0-9a-fA-F]{32}$/

/**
 * Whether a transaction's input (its call data, hex) carries a payment's reference (16 bytes,
 * hex) somewhere on a byte boundary: an EOA's payment appends it to the transfer's call data
 * (ERC-20) or sends it as the data (native); a smart account's ERC-4337 bundle carries that
 * inner call data verbatim inside its own. The one rule the gateway and `@portico/pay-server`
 * apply to tie a wallet's transaction to the payment it was made for: whoever copies another
 * visitor's transaction hash cannot make it carry their own payment's reference.
 * Case-insensitive; false for a reference that is not 16 bytes of hex.
 * @example
 * carriesPaymentReference('0xa9059cbb…00be9d1c2f8e0b7a4c3d2e1f00112233', '0xbe9d1c2f8e0b7a4c3d2e1f0011223344') // false
 */
export function carriesPaymentReference(input: string, reference: string): boolean {
  if (!REFERENCE.test(reference)) return false
  const data = input.toLowerCase().replace(/^0x/, '')
  const needle = reference.slice(2).toLowerCase()
  // Only at an even offset: a match across two bytes' halves is not the reference's bytes.
  for (let at = data.indexOf(needle); at !== -1; at = data.indexOf(needle, at + 1)) {
    if (at % 2 === 0) return true
  }
  return false
}
