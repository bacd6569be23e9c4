import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { StackParts } from './StackParts'
import type { StartStackOptions } from './StartStackOptions'
import { stackEntries } from './stackEntries'
import { bitcoinRegtestAvailable } from './startBitcoinRegtest'
import { solanaRpcEntry } from './startSolanaRpc'

/**
 * Which parts of the stack run: asked for, or present in this checkout (the optional ones
 * need the gateway).
 * @example
 * const parts = stackPartsOf({ apps: false }, repoRoot())
 */
export function stackPartsOf(options: StartStackOptions, root: string): StackParts {
  const entries = stackEntries(root)
  const apps = options.apps ?? 'dev'
  const withGateway = options.gateway ?? existsSync(entries.gateway)
  return {
    gateway: withGateway,
    relay: options.relay ?? existsSync(entries.relay),
    walletFrame: options.walletFrame ?? existsSync(entries.walletFrame),
    walletApp: apps !== false && existsSync(join(entries.walletAppDir, 'vite.config.ts')),
    onramp: (options.onramp ?? existsSync(entries.onramp)) && withGateway,
    exchange: (options.exchange ?? existsSync(entries.exchange)) && withGateway,
    bitcoin: (options.bitcoin ?? bitcoinRegtestAvailable()) && withGateway,
    bundlers: options.bundlers ?? withGateway,
    solana: options.solana ?? (withGateway && existsSync(solanaRpcEntry(root))),
    apps: apps !== false,
  }
}
