import type { ChainNamespace } from '@portico/common'
import { eip155Family } from '../eip155/eip155Family'
import type { WalletConnectFamily } from '../eip155/WalletConnectFamily'
import { solanaFamily } from '../solana/solanaFamily'

// Fetched by a started client only (see `requireFamily`): core's started parts are re-exported
// so that a site's bundler keeps the modules both use in core's file (see `sessionActions`).
export { startedParts } from '@portico/core'

/**
 * The chain families whose wallet actions work over a WalletConnect session.
 * @example
 * WALLET_CONNECT_FAMILIES.eip155?.signMessage(connector, { message, address })
 */
export const WALLET_CONNECT_FAMILIES: Partial<Record<ChainNamespace, WalletConnectFamily>> = {
  eip155: eip155Family,
  solana: solanaFamily,
}
