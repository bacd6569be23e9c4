import type { EIP1193Provider } from 'viem'

/**
 * EIP-6963 info the in-process test wallet (createTestWalletProvider) announces itself with: its
 * icon a blue rounded square with a white T, so its row and tile show a mark like a real wallet's.
 * @example
 * adapter.connect({ connectorId: announcedWalletInfo.rdns })
 */
export const announcedWalletInfo = {
  uuid: '2f1d2c4e-0000-4000-8000-000000000001',
  name: 'Test Wallet',
  icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiA5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjQiIGZpbGw9IiMyZjZmZWQiLz48cGF0aCBkPSJNMjYgMjhoNDR2MTFINTR2MzNINDJWMzlIMjZ6IiBmaWxsPSIjZmZmIi8+PC9zdmc+',
  rdns: 'org.portico.testwallet',
} as const

/**
 * Installs `provider` on `target` the way an extension does: one EIP-6963 announcement now and
 * one per `eip6963:requestProvider`. Returns the uninstall function.
 * @example
 * const uninstall = announceWallet(window, provider)
 */
export function announceWallet(
  target: EventTarget,
  provider: EIP1193Provider,
  info: { uuid: string; name: string; icon: string; rdns: string } = announcedWalletInfo,
): () => void {
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
