// First: it turns zod jitless before any module below builds a schema (z.object() probes
// `new Function` when built, which the frame's CSP reports; the call further down comes too late
// for schemas built while these imports load).
import '@portico/common/zod'
import { z } from 'zod'
import { FRAME_CONFIG_ELEMENT_ID, frameConfigSchema } from '../src/shared/FrameConfig'
import { applyTheme } from './applyTheme'
import { createApprovalView } from './createApprovalView'
import { createExportView } from './createExportView'
import { createFrameApi } from './createFrameApi'
import { createFrameStorage } from './createFrameStorage'
import { createKeyManager } from './createKeyManager'
import { createMessageChannel } from './createMessageChannel'
import { createPageState } from './createPageState'
import { createPasskeyCeremonies } from './createPasskeyCeremonies'
import { createRecoveryForm } from './createRecoveryForm'
import { createRequestHandler } from './createRequestHandler'
import { createSmartAccounts } from './createSmartAccounts'
import { createSocialAnswers } from './createSocialAnswers'
import { createWorkerScrypt } from './createWorkerScrypt'
import { resolveParentOrigin } from './resolveParentOrigin'

// The frame page's entry: everything is made here, per page, and wired once.
// zod would probe `new Function` for its fast path; the CSP forbids eval, so it is not tried.
z.config({ jitless: true })
const config = frameConfigSchema.parse(
  JSON.parse(document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent ?? 'null'),
)
const log = (message: string, detail?: unknown) => {
  if (config.enableLogger) console.info(`[portico-frame] ${message}`, detail ?? '')
}
const root = document.getElementById('portico-frame-root') ?? document.body
const parentOrigin = resolveParentOrigin({
  isTop: window.parent === window,
  ancestorOrigins: window.location.ancestorOrigins,
  referrer: document.referrer,
  allowed: config.ancestors,
})

if (parentOrigin === null) {
  // Opened directly or embedded by a page that is not allowed: show why, listen to nothing.
  const notice = document.createElement('p')
  notice.className = 'pf-refused'
  notice.dataset.testid = 'portico-frame-refused'
  notice.textContent = 'This wallet frame only works inside an allowed site.'
  root.replaceChildren(notice)
} else {
  const storage = createFrameStorage(window.localStorage, log)
  const api = createFrameApi({
    baseUrl: window.location.origin,
    projectId: config.projectId,
    storage,
    now: () => Date.now(),
  })
  let chainId = storage.chainId() ?? config.chainId
  if (!config.chains.some((chain) => chain.chainId === chainId)) chainId = config.chainId
  const passkeys = createPasskeyCeremonies()
  const keys = createKeyManager({
    api,
    storage,
    passkeys,
    ...(config.scryptWorker && { scrypt: createWorkerScrypt(config.scryptWorker) }),
  })
  // The social callback page posts the provider's answer straight to this window.
  const socialAnswers = createSocialAnswers(window.location.origin)
  socialAnswers.listen(window)
  const handle = createRequestHandler({
    config,
    parentOrigin,
    storage,
    api,
    keys,
    smartAccounts: createSmartAccounts({ config, api, keys, storage }),
    approvals: createApprovalView(document, root),
    recoveryForm: createRecoveryForm(document, root),
    exportView: createExportView(document, root),
    passkeys,
    socialAnswers,
    ...createPageState(chainId, (next) => storage.setChainId(next)),
    applyTheme: (mode, variables) => applyTheme(document.documentElement, mode, variables),
    reload: () => window.location.reload(),
    log,
  })
  const channel = createMessageChannel({ window, parent: window.parent, parentOrigin, handle, log })
  channel.ready()
}
