import type { ChainNamespace, ConnectionStatus } from '@portico/common'
import { createStore } from 'zustand/vanilla'
import type { ConnectionState, ConnectionStore } from '../types/ConnectionState'

/**
 * Connection status per namespace and the WalletConnect pairing (spec §3, §4).
 * @example
 * const connection = createConnectionStore({ eip155: 'connecting' })
 * connection.getState().setStatus('eip155', 'connected')
 */
export function createConnectionStore(
  initialStatus: Partial<Record<ChainNamespace, ConnectionStatus>> = {},
): ConnectionStore {
  return createStore<ConnectionState>()((set, get) => ({
    status: initialStatus,
    connections: {},
    connectingType: {},
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    wcError: false,
    buffering: false,
    recentWallet: undefined,
    setStatus(namespace, status) {
      set({ status: { ...get().status, [namespace]: status } })
    },
    setConnections(namespace, connections) {
      set({ connections: { ...get().connections, [namespace]: connections } })
    },
    setConnectingType(namespace, type) {
      const connectingType = { ...get().connectingType }
      if (type) connectingType[namespace] = type
      else delete connectingType[namespace]
      set({ connectingType })
    },
    setWcUri: (wcUri, wcPairingExpiry) => set({ wcUri, wcPairingExpiry, wcError: false }),
    setWcLinking: (wcLinking) => set({ wcLinking }),
    setWcError: (wcError) => set({ wcError }),
    setBuffering: (buffering) => set({ buffering }),
    setRecentWallet: (recentWallet) => set({ recentWallet }),
    resetWcConnection(namespace) {
      const status = { ...get().status }
      const namespaces = namespace ? [namespace] : (Object.keys(status) as ChainNamespace[])
      for (const ns of namespaces) status[ns] = 'disconnected'
      set({
        wcUri: undefined,
        wcPairingExpiry: undefined,
        wcLinking: undefined,
        wcError: false,
        recentWallet: undefined,
        status,
      })
    },
  }))
}
