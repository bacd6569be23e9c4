import { describeProposal } from './describeProposal'
import { parseRequest } from './parseRequest'
import { parseSolanaRequest } from './parseSolanaRequest'
import type { WalletSignClient } from './startSignClient'
import type { WalletAction } from './walletState'

/**
 * Turn the sign client's events into screen state: proposals and requests wait for the user
 * (a malformed proposal is declined at once; requests on a `solana:` chain are read as solana
 * methods, the rest as EVM ones), ended sessions leave the list, expired proposals and
 * requests disappear.
 * @example
 * listenToClient(client, { dispatch, note, refreshSessions, forgetChain })
 */
export function listenToClient(
  client: WalletSignClient,
  on: {
    dispatch: (action: WalletAction) => void
    note: (text: string, tone?: 'ok' | 'error') => void
    refreshSessions: () => void
    forgetChain: (topic: string) => void
  },
): void {
  client.on('session_proposal', ({ id, params }) => {
    try {
      on.dispatch({ type: 'proposal', proposal: describeProposal(params) })
    } catch {
      on.note('Declined a malformed session proposal', 'error')
      void client.reject({ id, reason: { code: 5100, message: 'Malformed proposal.' } })
    }
  })
  client.on('session_request', ({ id, topic, params }) => {
    const peerName = client.session.keys.includes(topic)
      ? client.session.get(topic).peer.metadata.name
      : 'An app'
    const { method, params: requestParams } = params.request
    on.dispatch({
      type: 'request',
      request: {
        id,
        topic,
        method,
        chainId: params.chainId,
        peerName,
        parsed: params.chainId.startsWith('solana:')
          ? parseSolanaRequest(method, requestParams)
          : parseRequest(method, requestParams),
      },
    })
  })
  const ended =
    (text: string) =>
    ({ topic }: { topic: string }) => {
      on.forgetChain(topic)
      on.refreshSessions()
      on.note(text)
    }
  client.on('session_delete', ended('The app ended the session'))
  client.on('session_expire', ended('A session expired'))
  client.on('proposal_expire', ({ id }) => on.dispatch({ type: 'proposalExpired', id }))
  client.on('session_request_expire', ({ id }) => on.dispatch({ type: 'requestDone', id }))
}
