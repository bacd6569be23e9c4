import { encodeBase58 } from '@portico/common'
import { FrameRequestError } from './FrameRequestError'
import { isPrintableText } from './isPrintableText'

/** The signing domain every off-chain message starts with: 0xff, then "solana offchain". */
const SIGNING_DOMAIN = new Uint8Array([0xff, ...new TextEncoder().encode('solana offchain')])
// Hardware wallets' limit for formats 0 and 1: what fits one packet.
const PACKET_LIMIT = 1232

/**
 * A message in Solana's off-chain message format, as the approval view shows it.
 * @example const { text, applicationDomain } = parseSolanaOffchainMessage(bytes)!
 */
export type SolanaOffchainMessage = {
  version: 0 | 1
  /** v0 only: the application the message is meant for (base58 of 32 bytes). */
  applicationDomain?: string
  /** v0 only: 0 restricted ASCII, 1 UTF-8 up to 1232 bytes, 2 UTF-8 up to 65535 bytes. */
  format?: 0 | 1 | 2
  signers: string[]
  text: string
}

const invalid = () => new FrameRequestError('Invalid off-chain message')

/**
 * Parses bytes that start with the off-chain signing domain (`\xffsolana offchain`), version 0
 * (application domain, message format, signers, u16 length, text) or version 1 (sorted signers,
 * text to the end), and checks the text against its format. Returns undefined for bytes without
 * the signing domain; malformed ones are 'Invalid off-chain message'.
 * @example const offchain = parseSolanaOffchainMessage(bytes)
 */
export function parseSolanaOffchainMessage(bytes: Uint8Array): SolanaOffchainMessage | undefined {
  if (bytes.length < SIGNING_DOMAIN.length) return undefined
  if (!SIGNING_DOMAIN.every((b, i) => bytes[i] === b)) return undefined
  let at = SIGNING_DOMAIN.length
  const take = (n: number) => {
    if (at + n > bytes.length) throw invalid()
    const out = bytes.subarray(at, at + n)
    at += n
    return out
  }
  const byte = () => take(1)[0] as number
  const version = byte()
  if (version !== 0 && version !== 1) throw invalid()
  const applicationDomain = version === 0 ? encodeBase58(take(32)) : undefined
  const format = version === 0 ? byte() : undefined
  if (format !== undefined && format !== 0 && format !== 1 && format !== 2) throw invalid()
  const signerBytes = Array.from({ length: byte() }, () => take(32))
  if (signerBytes.length === 0) throw invalid()
  if (version === 1) {
    // v1 lists its signers sorted and unique, so one message has one encoding.
    for (let i = 1; i < signerBytes.length; i++)
      if (compare(signerBytes[i - 1] as Uint8Array, signerBytes[i] as Uint8Array) >= 0)
        throw invalid()
  }
  let body: Uint8Array
  if (version === 0) {
    const length = (take(2) as Uint8Array).reduce((n, b, i) => n | (b << (8 * i)), 0)
    body = take(length)
    if (at !== bytes.length) throw invalid()
  } else {
    body = bytes.subarray(at)
  }
  const text = decodeUtf8(body)
  if (text === undefined || text.length === 0 || !isPrintableText(text)) throw invalid()
  if (format === 0 && !/^[\x20-\x7e]*$/.test(text)) throw invalid()
  if ((format === 0 || format === 1) && body.length > PACKET_LIMIT) throw invalid()
  return {
    version,
    ...(applicationDomain !== undefined && { applicationDomain }),
    ...(format !== undefined && { format }),
    signers: signerBytes.map((s) => encodeBase58(s)),
    text,
  }
}

function compare(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number)
  return 0
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}
