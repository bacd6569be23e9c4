import type { Portico } from '@portico/core'
import { attachFakeFrame } from './attachFakeFrame'
import type { createFakeFrame } from './createFakeFrame'

/**
 * Loads an initialised client's embedded wallet, attaches the fake frame to the iframe it added
 * and signs in by code as the fake frame expects it (ada@example.com, 123456); answers the wallet.
 * @example
 * await portico.init()
 * const wallet = await signInByCode(portico, frame)
 */
export async function signInByCode(portico: Portico, frame: ReturnType<typeof createFakeFrame>) {
  const wallet = await attachFakeFrame(portico, frame)
  await wallet.connectEmail('ada@example.com')
  await wallet.connectOtp('123456')
  return wallet
}
