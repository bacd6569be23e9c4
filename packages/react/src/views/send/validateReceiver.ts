import type { ChainNamespace } from '@portico/common'
import { isAddressForNamespace } from '@portico/common'
import type { Translator } from '../../i18n/Translator'

/** Addresses nobody holds a key for: what is sent there is burnt. */
const BURN_ADDRESSES: Partial<Record<ChainNamespace, RegExp>> = {
  eip155: /^0x0{40}$/i,
  solana: /^1{32}$/, // the system program
}

/**
 * Why a receiver address cannot receive on a namespace ('Invalid address'; an address nobody
 * holds a key for, such as the zero address, says its money would be lost), or undefined when
 * it can or nothing is typed yet, in the words of `t`. Surrounding spaces are ignored (pasted
 * addresses).
 * @example
 * validateReceiver('eip155', '0x123', t) // 'Invalid address'
 * validateReceiver('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', t) // undefined
 */
export function validateReceiver(
  namespace: ChainNamespace,
  value: string | undefined,
  t: Translator['t'],
): string | undefined {
  const address = value?.trim()
  if (!address) return undefined
  if (!isAddressForNamespace(namespace, address)) return t('send.receiver.invalid')
  return BURN_ADDRESSES[namespace]?.test(address) ? t('send.receiver.burn') : undefined
}
