import type { StoredSession } from '../ledger/StoredSession'

/**
 * A session as `GET /v1/sessions/:id` answers it (the hosted page's URL included).
 * @example const answer: SessionAnswer = sessionAnswer(session, 'http://127.0.0.1:5177')
 */
export type SessionAnswer = {
  sessionId: string
  url: string
  status: StoredSession['status']
  network: string
  asset: string
  amount: string
  recipient: string
  reference: string
  txHash?: string
  failureReason?: string
}

/**
 * The API's view of a stored session: no form token, no signed transaction, no account.
 * @example c.json(sessionAnswer(session, baseUrl))
 */
export function sessionAnswer(session: StoredSession, baseUrl: string): SessionAnswer {
  return {
    sessionId: session.id,
    url: `${baseUrl}/pay/${session.id}`,
    status: session.status,
    network: session.network,
    asset: session.asset,
    amount: session.amount,
    recipient: session.recipient,
    reference: session.reference,
    ...(session.txHash && session.status !== 'FAILED' ? { txHash: session.txHash } : {}),
    ...(session.failureReason ? { failureReason: session.failureReason } : {}),
  }
}
