import { getResponseKind, VALIDATION_MESSAGES, ValidationError } from '@portico/common'

/**
 * The frame's answer to a signing or sending method, which must be a transaction-type response
 * (spec §5: a hash or a signature in hex); anything else is refused rather than handed on as a
 * hash that is none.
 * @example
 * const hash = hexAnswer(await requestFrameRpc(state, 'eth_sendTransaction', [tx]), 'eth_sendTransaction')
 */
export function hexAnswer(answer: unknown, method: string): string {
  if (getResponseKind(answer) === 'transaction') return answer as string
  throw new ValidationError({
    problems: [{ path: [], message: VALIDATION_MESSAGES.invalidInput }],
    details: `The wallet frame answered ${method} with no hash or signature`,
  })
}
