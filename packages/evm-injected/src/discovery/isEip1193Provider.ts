import type { Eip1193Provider } from './announcedProvider'

/**
 * Whether a value can serve as an EIP-1193 provider: an object with a `request` function.
 * @example
 * isEip1193Provider(window.ethereum) // true where a wallet is installed
 */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    'request' in value &&
    typeof value.request === 'function'
  )
}
