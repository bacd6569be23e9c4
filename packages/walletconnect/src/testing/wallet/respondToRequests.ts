import { answerRequest } from './answerRequest'
import { type TestWalletState, takeRejection } from './TestWalletState'

/**
 * Records every session request and responds: declined after `rejectNext` (5000), else with
 * the wallet's result or its error's code (-32603 when it has none).
 * @example
 * respondToRequests(state)
 */
export function respondToRequests(state: TestWalletState): void {
  const { client } = state
  client.on('session_request', async ({ id, topic, params }) => {
    const request = {
      id,
      topic,
      method: params.request.method,
      params: params.request.params,
      chainId: params.chainId,
    }
    state.requests.push(request)
    if (takeRejection(state)) {
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
      })
      return
    }
    try {
      const result = await answerRequest(state, request)
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const code = (error as { code?: number }).code ?? -32603
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code, message: String(error) } },
      })
    }
  })
}
