import { type ChainNamespace, UNSAFE_RPC_METHODS } from '@portico/common'

const unsafeWithPrefix = (prefix: string) => UNSAFE_RPC_METHODS.filter((m) => m.startsWith(prefix))

/**
 * What a WalletConnect session asks the wallet for, per chain family: the spec's unsafe methods
 * of that family (they need the wallet's approval, spec §6), the wallet-side methods the
 * provider answers through the session (network switching, capabilities, call status), and the
 * events the wallet may emit. Families without an entry are not requested.
 * @example
 * WALLET_CONNECT_METHODS.eip155?.methods.includes('personal_sign') // true
 */
export const WALLET_CONNECT_METHODS: Partial<
  Record<ChainNamespace, { methods: readonly string[]; events: readonly string[] }>
> = {
  eip155: {
    methods: [
      ...UNSAFE_RPC_METHODS.filter((m) => !m.startsWith('solana_')),
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: { methods: unsafeWithPrefix('solana_'), events: [] },
  bip122: {
    methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
  },
}
