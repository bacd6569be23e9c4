import type { AppEvent } from '@portico/common/schemas/frame'
import { createFrameApi } from '../../page/createFrameApi'
import { createFrameStorage } from '../../page/createFrameStorage'
import {
  createKeyManager,
  type RecoveryPrompt,
  type RecoveryRequest,
} from '../../page/createKeyManager'
import { createPageState } from '../../page/createPageState'
import { createRequestHandler } from '../../page/createRequestHandler'
import { createSmartAccounts } from '../../page/createSmartAccounts'
import { createSocialAnswers } from '../../page/createSocialAnswers'
import type { ApprovalDescription } from '../../page/describeRequest'
import { FrameRequestError } from '../../page/FrameRequestError'
import { projectAccountTypeOf } from '../config/projectAccountTypeOf'
import { USER_REJECTED_MESSAGE } from '../shared/frameMessages'
import { frameRequestHeaders, TEST_PUBLIC_URL } from './frameRequestHeaders'
import type { ServiceUnderTest } from './ServiceUnderTest'

/**
 * A Storage over a Map: one browser profile's frame storage.
 * @example const storage = createMemoryStorage()
 */
export function createMemoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key)
    },
    setItem: (key, value) => {
      map.set(key, String(value))
    },
  }
}

/**
 * The frame's request handling running in Node against the service (its fetch goes to
 * `app.request`), with its own storage (one "device") and an approval view the test answers:
 * `nextDecision` says whether the next request is approved, `asked` lists what was shown, and
 * `holdNextApproval` keeps the next one open until the test answers it (or the frame withdraws it).
 * @example
 * const frame = createNodeFrame(service)
 * await frame.request('CONNECT_EMAIL', { email })
 */
export function createNodeFrame(
  service: ServiceUnderTest,
  storage: Storage = createMemoryStorage(),
  /** A shorter CONNECT_FARCASTER wait than the frame's 20 s, to see its end in a test. */
  options: {
    farcasterWaitMs?: number
    /** The project the frame page was opened for (its bundler calls name it); default 'test'. */
    projectId?: string
    /** How long CONNECT_SOCIAL waits for the callback page's answer (the frame's: 5 s). */
    socialWaitMs?: number
    /**
     * The key manager's own prompt, asked whenever a key step needs the visitor (the frame's
     * page has none: there, logins answer `RECOVERY_SETUP_REQUIRED` and UNLOCK_KEY asks the form,
     * which answers from `typePasswords`' queue). On an operator-custody service it defaults to
     * Continue under the operator's notice; `null` leaves it out there too, as in the browser.
     */
    prompt?: RecoveryPrompt | null
  } = {},
) {
  const asked: ApprovalDescription[] = []
  const typedPasswords: string[] = []
  const exported: string[] = []
  const formAsks: {
    mode: RecoveryRequest['mode']
    problem: string | undefined
    /** Set on the operator's notice only. */
    custody?: 'operator'
  }[] = []
  const decisions: boolean[] = []
  const holds: ((description: ApprovalDescription, signal?: AbortSignal) => Promise<boolean>)[] = []
  const frameStorage = createFrameStorage(storage, () => {})
  const api = createFrameApi({
    baseUrl: TEST_PUBLIC_URL,
    projectId: options.projectId ?? 'test',
    storage: frameStorage,
    now: () => Date.now(),
    // What Chromium adds to the frame page's same-origin fetches.
    fetch: async (input, init) => {
      const request = new Request(input, init)
      for (const [name, value] of Object.entries(frameRequestHeaders(request.method))) {
        request.headers.set(name, value)
      }
      return service.app.request(request)
    },
  })
  const chainId = service.config.chains[0]?.chainId ?? 31337
  const config = {
    projectId: options.projectId ?? 'test',
    chainId,
    chains: service.config.chains,
    solanaChains: service.config.solanaChains.map(({ caipNetworkId, name }) => ({
      caipNetworkId,
      name,
    })),
    ancestors: [],
    smartAccounts: service.config.smartAccounts,
    defaultAccountType: projectAccountTypeOf(service.config, options.projectId ?? 'test'),
    enableLogger: false,
    version: '4',
  }
  // The visitor of an operator-custody service reads the notice and clicks Continue whenever a
  // key is made: what the page's UNLOCK_KEY after `RECOVERY_SETUP_REQUIRED` would show, without
  // that round trip (tests of custody make it themselves, on a self-custody service).
  const acceptOperatorNotice: RecoveryPrompt = async ({ mode, problem, custody }) => {
    if (mode === 'create' && custody === 'operator') {
      formAsks.push({ mode, problem, custody })
      return { method: 'operator' }
    }
    formAsks.push({ mode, problem })
    throw new FrameRequestError(USER_REJECTED_MESSAGE)
  }
  const custody =
    service.config.projectCustody[options.projectId ?? 'test'] ?? service.config.custody
  const prompt =
    options.prompt === undefined
      ? custody === 'operator'
        ? acceptOperatorNotice
        : undefined
      : (options.prompt ?? undefined)
  const keys = createKeyManager({ api, storage: frameStorage, ...(prompt && { prompt }) })
  const socialAnswers = createSocialAnswers(TEST_PUBLIC_URL, {
    ...(options.socialWaitMs !== undefined && { waitMs: options.socialWaitMs }),
  })
  const handle = createRequestHandler(
    {
      parentOrigin: 'http://127.0.0.1:5173',
      config,
      storage: frameStorage,
      api,
      keys,
      smartAccounts: createSmartAccounts({ config, api, keys, storage: frameStorage }),
      approvals: {
        ask: async (description, _dapp, signal) => {
          asked.push(description)
          const hold = holds.shift()
          if (hold) return hold(description, signal)
          return decisions.shift() ?? true
        },
      },
      // The frame's password form as the visitor fills it: the next typed password, or Cancel.
      recoveryForm: {
        ask: async ({ mode, problem, custody }) => {
          // The operator's notice before a new account's key: the visitor clicks Continue.
          if (mode === 'create' && custody === 'operator') {
            formAsks.push({ mode, problem, custody })
            return { method: 'operator' }
          }
          formAsks.push({ mode, problem })
          const password = typedPasswords.shift()
          if (password === undefined) throw new FrameRequestError(USER_REJECTED_MESSAGE)
          return { method: 'password', password }
        },
        close: () => {},
      },
      // The export view as the visitor uses it: shows the key (kept in `exported`) and is done.
      exportView: {
        show: async (_account, reveal) => {
          exported.push(await reveal())
        },
      },
      socialAnswers,
      ...createPageState(chainId),
      applyTheme: () => {},
      reload: () => {},
      log: () => {},
    },
    {
      ...(options.farcasterWaitMs !== undefined && {
        farcaster: { waitMs: options.farcasterWaitMs },
      }),
    },
  )
  let id = 0
  return {
    storage,
    /** The frame's stored session and shares, as its code reads them. */
    frameStorage,
    keys,
    asked,
    nextDecision: (approve: boolean) => decisions.push(approve),
    /**
     * Keeps the next approval open as the frame's view would: `shown` resolves with what it
     * shows, `answer` is the visitor's click, `withdrawn()` whether the frame took it back.
     */
    holdNextApproval: () => {
      let showed: (description: ApprovalDescription) => void = () => {}
      let answer: (approved: boolean) => void = () => {}
      let withdrawn = false
      const shown = new Promise<ApprovalDescription>((resolve) => {
        showed = resolve
      })
      holds.push(
        (description, signal) =>
          new Promise<boolean>((resolve) => {
            answer = resolve
            const withdraw = () => {
              withdrawn = true
              resolve(false)
            }
            if (signal?.aborted) withdraw()
            signal?.addEventListener('abort', withdraw, { once: true })
            showed(description)
          }),
      )
      return {
        shown,
        answer: (approved: boolean) => answer(approved),
        withdrawn: () => withdrawn,
      }
    },
    /** Passwords the visitor types into the frame's recovery form, in order; then Cancel. */
    typePasswords: (...passwords: string[]) => typedPasswords.push(...passwords),
    /** Each time the recovery form showed: its mode and the problem it named. */
    formAsks,
    /** What the export view showed the visitor. */
    exported,
    /** A window message reaching the frame from another window (the social callback page). */
    receiveMessage: (event: { origin: string; data: unknown }) => socialAnswers.receive(event),
    request: (name: string, payload?: unknown) =>
      handle({
        id: String(++id),
        type: `@portico-app/${name}`,
        ...(payload !== undefined && { payload }),
      } as AppEvent),
  }
}
