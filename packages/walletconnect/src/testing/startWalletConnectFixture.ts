import { type CaipNetwork, DEVNET_CHAINS } from '@portico/common'
import { createMemoryStorage, startTestRelay, tempDbPath } from '@portico/relay/testing'
import { startAnvil } from '@portico/test'
import { guardFetch } from '@portico/test/fetch/guardFetch'
import { vi } from 'vitest'
import { createWalletConnectConnector } from '../connector/createWalletConnectConnector'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import type { WalletConnectOptions } from '../connector/WalletConnectOptions'
import { startTestWallet } from './startTestWallet'

function onRpc(network: CaipNetwork, rpcUrl: string): CaipNetwork {
  return { ...network, rpcUrls: { default: { http: [rpcUrl] } } }
}

/**
 * Everything a WalletConnect test needs, all real and on loopback: a relay on an ephemeral port
 * (SQLite file, so it can restart without losing messages), every fetch off loopback refused
 * and recorded in `outbound`, two anvil devnets (31337, 31338),
 * a wallet on the relay, and connectors (two sharing a storage profile: a reload).
 * `stop()` tears everything down.
 * @example
 * const fixture = await startWalletConnectFixture()
 * const walletConnect = fixture.createConnector()
 */
export async function startWalletConnectFixture() {
  const outbound = guardFetch()
  const db = tempDbPath()
  let relay = await startTestRelay({ dbPath: db.path })
  const anvils = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  const [a, b] = anvils as [(typeof anvils)[0], (typeof anvils)[0]]
  const networks = [onRpc(DEVNET_CHAINS.devnetA, a.rpcUrl), onRpc(DEVNET_CHAINS.devnetB, b.rpcUrl)]
  const wallet = await startTestWallet({
    relayUrl: relay.url,
    rpcUrls: { 31337: a.rpcUrl, 31338: b.rpcUrl },
  })
  const profile = () => ({
    storage: createMemoryStorage(),
    storagePrefix: `dapp-${Math.random().toString(36).slice(2)}`,
  })
  const connectors: WalletConnectConnector[] = []

  return {
    /** Requests the SDK tried to send off the machine (all refused). */
    outbound,
    networks,
    anvils: [a, b] as const,
    wallet,
    /** A fresh dapp storage; pass the same one to two connectors to simulate a reload. */
    profile,
    relayUrl: () => relay.url,
    /** A connector on the fixture's relay, with its own storage unless `storage` is given. */
    createConnector(options: WalletConnectOptions = {}, storage = profile()) {
      const connector = createWalletConnectConnector({
        relayUrl: relay.url,
        logLevel: 'silent',
        networks,
        ...storage,
        ...options,
      })
      connectors.push(connector)
      return connector
    },
    /** Stop the relay and start it again on the same port and database. */
    async restartRelay() {
      const { port } = relay
      await relay.stop()
      relay = await startTestRelay({ dbPath: db.path, port })
    },
    connectionCount: () => relay.relay.connectionCount(),
    async stop() {
      for (const connector of connectors) await connector.destroy()
      await wallet.close()
      await relay.stop()
      await Promise.all(anvils.map((anvil) => anvil.stop()))
      db.remove()
      vi.unstubAllGlobals()
    },
  }
}

/**
 * The fixture made by {@link startWalletConnectFixture}.
 * @example
 * let fixture: WalletConnectFixture
 */
export type WalletConnectFixture = Awaited<ReturnType<typeof startWalletConnectFixture>>
