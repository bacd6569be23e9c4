import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BitcoinNetworkParams, litecoinRegtestParams } from '@portico/common'
import { getFreePort } from '../devnet/getFreePort'
import { isPortFree } from '../devnet/isPortFree'
import { spawnTied } from '../devnet/spawnTied'
import { type BitcoinRpcNode, callBitcoinRpc } from './callBitcoinRpc'
import { regtestKeys } from './regtestKeys'

/** Where Debian's `litecoind` package installs the daemon. */
export const LITECOIND_PATH = '/usr/bin/litecoind'

/**
 * Options of {@link startRegtest}.
 * @example
 * const options: StartRegtestOptions = { port: 18443, blocks: 110 }
 */
export type StartRegtestOptions = {
  /** RPC port; omit to take a free one. */
  port?: number
  host?: string
  /** Blocks mined at start to `fundAddress` (default 110: ten coinbases are spendable). */
  blocks?: number
  /** Receives the mined coins; defaults to the first of `regtestKeys()`'s payment addresses. */
  fundAddress?: string
  /** Folder for the chain; a temp folder removed on stop by default. */
  dataDir?: string
  timeoutMs?: number
  /** The daemon; defaults to {@link LITECOIND_PATH}. */
  binary?: string
  /** RPC password (user `portico`); a random one by default. */
  rpcPassword?: string
  /**
   * Mine a block whenever transactions wait, checking this often (ms): a block time for a dev
   * chain. Off by default: tests mine when they mean to.
   */
  autoMineMs?: number
}

/**
 * A running regtest node.
 * @example
 * const node: Regtest = await startRegtest()
 */
export type Regtest = BitcoinRpcNode & {
  port: number
  /** The chain's parameters (Litecoin regtest: `rltc` addresses). */
  params: BitcoinNetworkParams
  fundAddress: string
  /** Mines `count` blocks to `address` (default `fundAddress`); resolves with their hashes. */
  mine: (count: number, address?: string) => Promise<string[]>
  /** Calls the node's JSON-RPC. */
  rpc: (method: string, params?: readonly unknown[]) => Promise<unknown>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; expected: boolean }>
  /**
   * Stops the node — at once when its chain lives in a temp folder (then removed), otherwise
   * with SIGTERM (SIGKILL after 5 s) so the chain is kept. Safe to call twice.
   */
  stop: () => Promise<void>
}

/**
 * Starts Litecoin Core (a Bitcoin Core 0.21 fork, from Debian's `litecoind`) in regtest with
 * `-txindex`, no P2P and no wallet, waits until its RPC answers, and mines `blocks` blocks so
 * the funded address holds spendable coins. Tied to this process like anvil (see `spawnTied`).
 *
 * @example
 * const node = await startRegtest()
 * await node.rpc('getblockcount') // 110
 * await node.stop()
 */
export async function startRegtest(options: StartRegtestOptions = {}): Promise<Regtest> {
  if (options.port !== undefined) {
    if (!(await isPortFree(options.port, options.host))) {
      throw new Error(`cannot start the regtest node: port ${options.port} is already in use`)
    }
    return launch(options, options.port)
  }
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await launch(options, await getFreePort(options.host))
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}

async function launch(options: StartRegtestOptions, port: number): Promise<Regtest> {
  const host = options.host ?? '127.0.0.1'
  const ownsDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portico-regtest-'))
  mkdirSync(dataDir, { recursive: true })
  const user = 'portico'
  const password = options.rpcPassword ?? randomBytes(16).toString('hex')
  const args = [
    '-regtest',
    `-datadir=${dataDir}`,
    '-server',
    '-listen=0',
    '-dnsseed=0',
    '-disablewallet',
    '-txindex',
    '-printtoconsole',
    // No fee estimates on a fresh chain: wallets and the gateway fall back to this (LTC/kvB).
    '-fallbackfee=0.0002',
    `-rpcbind=${host}`,
    `-rpcallowip=${host}`,
    `-rpcport=${port}`,
    `-rpcuser=${user}`,
    `-rpcpassword=${password}`,
    '-rpcworkqueue=64',
  ]
  const { child, terminate, kill } = spawnTied(options.binary ?? LITECOIND_PATH, args)
  let output = ''
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-4_000)
  }
  child.stdout.setEncoding('utf8').on('data', keep)
  child.stderr.setEncoding('utf8').on('data', keep)
  let stopping = false
  const exited = new Promise<{
    code: number | null
    signal: NodeJS.Signals | null
    expected: boolean
  }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, expected: stopping }))
    child.once('error', () => resolve({ code: null, signal: null, expected: stopping }))
  })
  let miner: NodeJS.Timeout | undefined
  const stop = async () => {
    if (!stopping) {
      stopping = true
      clearInterval(miner)
      if (child.exitCode === null && child.signalCode === null) {
        // A throw-away chain needs no clean shutdown (which takes seconds): kill it at once.
        if (ownsDataDir) kill()
        else terminate()
        const timer = setTimeout(kill, 5_000)
        await exited
        clearTimeout(timer)
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true })
    }
    await exited
  }
  const node = { url: `http://${host}:${port}`, user, password }
  const rpc = (method: string, params: readonly unknown[] = []) =>
    callBitcoinRpc(node, method, params)
  const fundAddress = options.fundAddress ?? regtestKeys(1)[0]?.payment ?? ''
  const mine = async (count: number, address = fundAddress) =>
    (await rpc('generatetoaddress', [count, address])) as string[]

  try {
    await Promise.race([
      waitForNode(rpc, options.timeoutMs ?? 30_000),
      exited.then(({ code, signal }) => {
        throw new Error(
          `litecoind (regtest, port ${port}) exited before it was ready (code ${code}, signal ${signal}): ${output.trim() || 'no output'}`,
        )
      }),
    ])
    const genesis = String(await rpc('getblockhash', [0]))
    if (`bip122:${genesis.slice(0, 32)}` !== litecoinRegtestParams.caipNetworkId) {
      throw new Error(`the node on ${node.url} is not on the Litecoin regtest chain (${genesis})`)
    }
    const blocks = options.blocks ?? 110
    if (blocks > 0) await mine(blocks)
  } catch (error) {
    await stop()
    throw error
  }
  if (options.autoMineMs) {
    let busy = false
    miner = setInterval(() => {
      if (busy || stopping) return
      busy = true
      void rpc('getmempoolinfo')
        .then((info) => ((info as { size: number }).size > 0 ? mine(1) : undefined))
        // A failed round (the node busy or stopping) is retried on the next tick.
        .catch(() => {})
        .finally(() => {
          busy = false
        })
    }, options.autoMineMs)
  }
  return {
    ...node,
    port,
    params: { ...litecoinRegtestParams },
    fundAddress,
    mine,
    rpc,
    exited,
    stop,
  }
}

/** Polls until the RPC answers outside its warm-up (error -28 while loading). */
async function waitForNode(
  rpc: (method: string) => Promise<unknown>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      await rpc('getblockchaininfo')
      return
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the regtest node did not answer within ${timeoutMs} ms`, { cause: lastError })
}
