import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { litecoinRegtestParams } from '@portico/common'
import { LITECOIND_PATH, type Regtest, startRegtest } from '@portico/test/bitcoin/startRegtest'

/**
 * Options of {@link startBitcoinRegtest}.
 * @example
 * const options: StartBitcoinRegtestOptions = { host: '127.0.0.1', port: 18443, dataDir, rpcPassword, log }
 */
export type StartBitcoinRegtestOptions = {
  host: string
  port: number
  /** The stack's data folder: the chain lives in its `bitcoin-regtest` folder. */
  dataDir: string
  /** The password the gateway's config names (user `portico`). */
  rpcPassword: string
  log: (service: string, line: string) => void
  timeoutMs?: number
}

/**
 * Whether the regtest chain can run here: Debian's `litecoind` is installed (ensureInstall adds
 * it; without it the stack starts without a Bitcoin chain).
 * @example
 * if (bitcoinRegtestAvailable()) await startBitcoinRegtest(options)
 */
export function bitcoinRegtestAvailable(): boolean {
  return existsSync(LITECOIND_PATH)
}

/**
 * Runs the dev stack's Bitcoin chain: Litecoin Core in regtest (bech32 `rltc`) with its RPC on
 * `port`, 110 blocks mined to the first regtest test key, and a block mined within a second of
 * any transaction waiting, so sends confirm as on a devnet.
 *
 * @example
 * const node = await startBitcoinRegtest({ host: '127.0.0.1', port: 18443, dataDir, rpcPassword, log })
 */
export async function startBitcoinRegtest(options: StartBitcoinRegtestOptions): Promise<Regtest> {
  const node = await startRegtest({
    host: options.host,
    port: options.port,
    dataDir: join(options.dataDir, 'bitcoin-regtest'),
    rpcPassword: options.rpcPassword,
    autoMineMs: 1_000,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  })
  options.log('bitcoin', `regtest chain ${node.params.caipNetworkId}, coins at ${node.fundAddress}`)
  return node
}

/**
 * What the gateway's config says of the stack's Bitcoin chain (services/gateway/src/bitcoin):
 * its parameters and the node's RPC.
 * @example
 * gatewayConfig({ …, bitcoin: bitcoinGatewayChain('http://127.0.0.1:18443', password) })
 */
export function bitcoinGatewayChain(rpcUrl: string, rpcPassword: string) {
  return {
    params: { ...litecoinRegtestParams },
    rpcUrl,
    rpcUser: 'portico',
    rpcPassword,
    // The chain's own -fallbackfee (0.0002 coins/kvB).
    fallbackFeeRate: 20,
  }
}
