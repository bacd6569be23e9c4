import { bytesToHex, hexToBytes } from 'viem'

/**
 * A Shamir share as the hex the service stores.
 * @example const body = { authShare: shareHex(auth) }
 */
export const shareHex = (share: Uint8Array): string => bytesToHex(share)

/**
 * A share's bytes from the service's hex, with or without `0x`.
 * @example const secret = await combine([shareBytes(deviceShare), shareBytes(authShare)])
 */
export const shareBytes = (hex: string): Uint8Array =>
  hexToBytes((hex.startsWith('0x') ? hex : `0x${hex}`) as `0x${string}`)
