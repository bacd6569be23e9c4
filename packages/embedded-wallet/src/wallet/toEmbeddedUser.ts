import { type CaipNetworkId, DEFAULT_SOCIALS, type SocialProvider } from '@portico/common'
import type { EmbeddedUser } from '@portico/common/schemas/frame'
import type { AdapterConnection, EmbeddedWalletUser } from '@portico/core'

function toAuthProvider(value: string): 'email' | SocialProvider {
  return (DEFAULT_SOCIALS as readonly string[]).includes(value)
    ? (value as SocialProvider)
    : 'email'
}

/**
 * Core's connection for the frame's user: the address and chain it reports, its accounts (the
 * smart account and the EOA where the network has smart accounts, the active one as `address`)
 * and the user itself for the account state.
 * @example
 * toConnection('ID_AUTH', { address: '0xabc', chainId: 31337, email: 'ada@example.com', authProvider: 'email' })
 */
export function toConnection(connectorId: string, user: EmbeddedUser): AdapterConnection {
  const accounts = user.accounts?.length
    ? user.accounts
    : [{ address: user.address, type: 'eoa' as const }]
  const coreUser: EmbeddedWalletUser = {
    email: user.email ?? null,
    address: user.address,
    chainId: user.chainId,
    accounts,
    preferredAccountType: user.preferredAccountType ?? 'eoa',
    authProvider: toAuthProvider(user.authProvider),
    ...(user.userName !== undefined && { userName: user.userName }),
    ...(user.smartAccountDeployed !== undefined && {
      smartAccountDeployed: user.smartAccountDeployed,
    }),
    ...(user.recoveryProtected !== undefined && { recoveryProtected: user.recoveryProtected }),
  }
  return {
    connectorId,
    address: user.address,
    chainId: user.chainId,
    accounts: accounts.map((a) => ({ namespace: 'eip155', address: a.address, type: a.type })),
    user: coreUser,
    ...(user.chainIds && { caipNetworkIds: user.chainIds.map(toCaipNetworkId) }),
  }
}

/** The frame's chain id as CAIP-2: EVM chains as numbers, other families already CAIP-2. */
function toCaipNetworkId(chainId: number | string): CaipNetworkId {
  if (typeof chainId === 'number' || /^\d+$/.test(chainId)) return `eip155:${chainId}`
  return chainId as CaipNetworkId
}
