import type { FrameContext } from './FrameContext'
import type { DappInfo } from './renderApproval'

/**
 * The frame page's own state, in memory for the page's life: the current chain (each switch
 * also goes to `onChainId`, where the browser frame keeps it), the dapp the page named itself
 * as, and whether it turned smart sessions on (`features.smartSessions`, told by SYNC_DAPP_DATA;
 * off until then, spec §1).
 * @example
 * const handle = createRequestHandler({ ...rest, ...createPageState(config.chainId, storage.setChainId) })
 */
export function createPageState(
  chainId: number,
  onChainId: (chainId: number) => void = () => {},
): Pick<
  FrameContext,
  'chainId' | 'setChainId' | 'dapp' | 'setDapp' | 'smartSessionsEnabled' | 'setSmartSessionsEnabled'
> {
  let current = chainId
  let dapp: DappInfo | undefined
  let smartSessions = false
  return {
    chainId: () => current,
    setChainId: (next) => {
      current = next
      onChainId(next)
    },
    dapp: () => dapp,
    setDapp: (next) => {
      dapp = next
    },
    smartSessionsEnabled: () => smartSessions,
    setSmartSessionsEnabled: (enabled) => {
      smartSessions = enabled
    },
  }
}
