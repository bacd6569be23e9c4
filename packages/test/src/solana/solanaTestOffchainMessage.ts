import {
  address,
  getOffchainMessageEncoder,
  type OffchainMessage,
  type OffchainMessageApplicationDomain,
  type OffchainMessageContentFormat,
} from '@solana/kit'

/**
 * The bytes of a Solana off-chain message (signing domain `\xffsolana offchain` and all) as
 * `@solana/kit` encodes it: version 0 with an application domain and a format (0 ASCII,
 * 1 UTF-8 up to 1232 bytes, 2 UTF-8 up to 65535), or version 1 (signers and text only).
 * @example
 * const bytes = solanaTestOffchainMessage({ version: 0, applicationDomain, format: 0, signers: [a], text: 'Hi' })
 */
export function solanaTestOffchainMessage(
  p:
    | {
        version: 0
        applicationDomain: string
        format: 0 | 1 | 2
        signers: readonly string[]
        text: string
      }
    | { version: 1; signers: readonly string[]; text: string },
): Uint8Array {
  const requiredSignatories = p.signers.map((s) => ({ address: address(s) }))
  const message =
    p.version === 0
      ? {
          version: 0,
          applicationDomain: p.applicationDomain as OffchainMessageApplicationDomain,
          content: { format: p.format as OffchainMessageContentFormat, text: p.text },
          requiredSignatories,
        }
      : { version: 1, content: p.text, requiredSignatories }
  return new Uint8Array(getOffchainMessageEncoder().encode(message as OffchainMessage))
}
