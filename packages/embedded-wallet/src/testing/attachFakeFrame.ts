import type { Portico } from '@portico/core'
import type { createFakeFrame } from './createFakeFrame'
import { embeddedFrame } from './useEmbeddedClients'

/**
 * Loads an initialised client's embedded wallet and attaches the fake frame to the iframe it
 * added; answers the wallet, signed out.
 * @example
 * await portico.init()
 * const wallet = await attachFakeFrame(portico, frame)
 */
export async function attachFakeFrame(portico: Portico, frame: ReturnType<typeof createFakeFrame>) {
  const wallet = await portico.loadEmbeddedWallet()
  if (!wallet) throw new Error('no embedded wallet')
  frame.attach(embeddedFrame())
  return wallet
}
