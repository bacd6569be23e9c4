import type { ProposalView } from './describeProposal'
import type { ParsedRequest } from './parseRequest'
import type { ParsedSolanaRequest } from './parseSolanaRequest'

/**
 * A session as the wallet lists it.
 * @example
 * const s: SessionView = { topic, peer: { name: 'Portico Demo', url, icon: undefined }, chains, accounts, chainId: 'eip155:31337' }
 */
export type SessionView = {
  topic: string
  peer: { name: string; url: string; icon: string | undefined }
  chains: string[]
  accounts: string[]
  /** The chain the wallet last announced for this session. */
  chainId: string
}

/**
 * A request waiting for the user.
 * @example
 * const r: PendingRequest = { id: 1, topic, method: 'personal_sign', chainId: 'eip155:31337', peerName: 'Demo', parsed }
 */
export type PendingRequest = {
  id: number
  topic: string
  method: string
  chainId: string
  peerName: string
  parsed: ParsedRequest | ParsedSolanaRequest
}

/**
 * Everything the wallet screen shows.
 * @example
 * const state: WalletState = initialWalletState('0xf39F…2266')
 */
export type WalletState = {
  phase: 'starting' | 'ready' | 'failed'
  address: string
  /** The Solana account (base58), once its key is loaded. */
  solanaAddress: string | undefined
  pairing: boolean
  proposal: ProposalView | undefined
  sessions: SessionView[]
  requests: PendingRequest[]
  busy: boolean
  error: string | undefined
  activity: { id: number; text: string; tone: 'ok' | 'error' }[]
}

/**
 * What happened, for {@link walletReducer}.
 * @example
 * dispatch({ type: 'proposal', proposal })
 */
export type WalletAction =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'address'; address: string }
  | { type: 'solanaAddress'; address: string }
  | { type: 'pairing'; pairing: boolean }
  | { type: 'proposal'; proposal: ProposalView | undefined }
  | { type: 'proposalExpired'; id: number }
  | { type: 'sessions'; sessions: SessionView[] }
  | { type: 'request'; request: PendingRequest }
  | { type: 'requestDone'; id: number }
  | { type: 'busy'; busy: boolean }
  | { type: 'error'; message: string | undefined }
  | { type: 'activity'; text: string; tone: 'ok' | 'error' }

const ACTIVITY_KEPT = 8

/**
 * The state before the sign client is up.
 * @example
 * const state = initialWalletState(account.address)
 */
export function initialWalletState(address: string): WalletState {
  return {
    phase: 'starting',
    address,
    solanaAddress: undefined,
    pairing: false,
    proposal: undefined,
    sessions: [],
    requests: [],
    busy: false,
    error: undefined,
    activity: [],
  }
}

/**
 * Apply one action. A proposal ends the pairing wait; requests queue up in arrival order, each
 * once; the activity log keeps the newest entries.
 * @example
 * walletReducer(state, { type: 'requestDone', id: 7 })
 */
export function walletReducer(state: WalletState, action: WalletAction): WalletState {
  switch (action.type) {
    case 'ready':
      return { ...state, phase: 'ready' }
    case 'failed':
      return { ...state, phase: 'failed', error: action.message }
    case 'address':
      return { ...state, address: action.address }
    case 'solanaAddress':
      return { ...state, solanaAddress: action.address }
    case 'pairing':
      return { ...state, pairing: action.pairing, ...(action.pairing && { error: undefined }) }
    case 'proposal':
      return { ...state, proposal: action.proposal, pairing: false }
    case 'proposalExpired':
      return state.proposal?.id === action.id ? { ...state, proposal: undefined } : state
    case 'sessions':
      return { ...state, sessions: action.sessions }
    case 'request':
      if (state.requests.some((r) => r.id === action.request.id)) return state
      return { ...state, requests: [...state.requests, action.request] }
    case 'requestDone':
      return { ...state, requests: state.requests.filter((r) => r.id !== action.id) }
    case 'busy':
      return { ...state, busy: action.busy }
    case 'error':
      return { ...state, error: action.message, pairing: false }
    case 'activity': {
      const id = (state.activity[0]?.id ?? 0) + 1
      const entry = { id, text: action.text, tone: action.tone }
      return { ...state, activity: [entry, ...state.activity].slice(0, ACTIVITY_KEPT) }
    }
  }
}

/**
 * One word for tests to wait on (`data-status`) and a sentence for people: starting, failed,
 * request, proposal, pairing, error, connected or ready, in that precedence.
 * @example
 * walletStatus(state) // { status: 'connected', text: 'Connected to Portico Demo' }
 */
export function walletStatus(state: WalletState): { status: string; text: string } {
  const first = state.requests[0]
  if (state.phase === 'starting') return { status: 'starting', text: 'Connecting to the relay…' }
  if (state.phase === 'failed')
    return { status: 'failed', text: state.error ?? 'The wallet could not start' }
  if (first) return { status: 'request', text: `${first.peerName} asks for ${first.method}` }
  if (state.proposal) return { status: 'proposal', text: `${state.proposal.name} wants to connect` }
  if (state.pairing) return { status: 'pairing', text: 'Pairing…' }
  if (state.error) return { status: 'error', text: state.error }
  const [session] = state.sessions
  if (session) {
    const more = state.sessions.length > 1 ? ` and ${state.sessions.length - 1} more` : ''
    return { status: 'connected', text: `Connected to ${session.peer.name}${more}` }
  }
  return { status: 'ready', text: 'Ready to pair' }
}
