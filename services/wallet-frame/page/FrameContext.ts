import type { FrameConfig } from '../src/shared/FrameConfig'
import type { ApprovalView } from './createApprovalView'
import type { ExportView } from './createExportView'
import type { FrameApi } from './createFrameApi'
import type { FrameStorage } from './createFrameStorage'
import type { KeyManager } from './createKeyManager'
import type { PasskeyCeremonies } from './createPasskeyCeremonies'
import type { RecoveryForm } from './createRecoveryForm'
import type { SmartAccounts } from './createSmartAccounts'
import type { SocialAnswers } from './createSocialAnswers'
import type { DappInfo } from './renderApproval'

/**
 * Everything the request handlers share; one per frame page, made in `main.ts`.
 * @example const handle = createRequestHandler(context)
 */
export type FrameContext = {
  config: FrameConfig
  /** The embedding page's origin, checked at start: what the approval view names as asking. */
  parentOrigin: string
  storage: FrameStorage
  api: FrameApi
  keys: KeyManager
  /** The visitor's smart account where the gateway enables it, and the preferred account type. */
  smartAccounts: SmartAccounts
  approvals: ApprovalView
  /** The recovery password form (PROTECT_RECOVERY, UNLOCK_KEY). */
  recoveryForm: RecoveryForm
  /** The private-key export view (EXPORT_KEY). */
  exportView: ExportView
  /** The browser's passkey ceremonies; absent where there is no WebAuthn (Node tests). */
  passkeys?: PasskeyCeremonies
  /** The providers' answers, handed to this frame's origin only by the social callback page. */
  socialAnswers: SocialAnswers
  /** The current chain (SWITCH_NETWORK, GET_CHAIN_ID, the chain RPC calls go to). */
  chainId: () => number
  setChainId: (chainId: number) => void
  dapp: () => DappInfo | undefined
  setDapp: (dapp: DappInfo | undefined) => void
  /** Whether the app turned `features.smartSessions` on (SYNC_DAPP_DATA); default off. */
  smartSessionsEnabled: () => boolean
  setSmartSessionsEnabled: (enabled: boolean) => void
  applyTheme: (
    mode: 'dark' | 'light' | undefined,
    variables: Record<string, string | number> | undefined,
  ) => void
  reload: () => void
  log: (message: string, detail?: unknown) => void
}
