import type { CaipAddress, ChainNamespace, ConnectionStatus } from '@portico/common'
import type { ConnectorAccount, Portico } from '@portico/core'
import { activeNamespace } from './activeNamespace'

/**
 * What AppKit reports of an embedded-wallet (email or social login) account.
 * @example
 * const info: EmbeddedWalletInfo = { user: { email: 'a@b.c' }, authProvider: 'email', accountType: 'eoa', isSmartAccountDeployed: false }
 */
export type EmbeddedWalletInfo = {
  user: { email?: string | undefined; username?: string | undefined }
  authProvider: string
  accountType: string | undefined
  isSmartAccountDeployed: boolean
}

/**
 * The account of one namespace in AppKit's shape (`useAppKitAccount`, `getAccount`).
 * @example
 * const { address, isConnected, status }: AppKitAccount = appKit.getAccount()
 */
export type AppKitAccount = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  /** 'reconnecting' while a stored connection is being restored at start-up. */
  status: ConnectionStatus | 'reconnecting'
  /** Set while connected through the embedded wallet. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
  allAccounts: readonly ConnectorAccount[]
}

/**
 * Reads the account of `namespace` (default: the active one) from Portico's stores. Before the
 * client's start-up has settled (`initialized` false), 'connecting' is the restoring of a
 * stored connection: AppKit calls that 'reconnecting'.
 * @example
 * readAccount(portico, true).isConnected // false
 */
export function readAccount(
  portico: Portico,
  initialized: boolean,
  namespace?: ChainNamespace,
): AppKitAccount {
  const ns = activeNamespace(portico, namespace)
  const account = portico.stores.account.getState().accounts[ns]
  const status = portico.stores.connection.getState().status[ns] ?? 'disconnected'
  const user = account?.user
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: status === 'connected' && account?.address !== undefined,
    status: status === 'connecting' && !initialized ? 'reconnecting' : status,
    embeddedWalletInfo: user
      ? {
          user: { email: user.email ?? undefined, username: user.userName ?? undefined },
          authProvider: user.authProvider ?? 'email',
          accountType: user.preferredAccountType,
          isSmartAccountDeployed: account?.smartAccountDeployed ?? false,
        }
      : undefined,
    allAccounts: account?.allAccounts ?? [],
  }
}
