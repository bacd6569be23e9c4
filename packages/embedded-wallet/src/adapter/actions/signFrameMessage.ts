import { utf8ToHex } from '@portico/core'
import type { EmbeddedAdapterState } from '../EmbeddedAdapterState'
import { hexAnswer } from '../internal/hexAnswer'
import { requestFrameRpc } from '../internal/requestFrameRpc'

/**
 * Signs a text message with `personal_sign` in the frame (which shows its approval screen).
 * @example
 * const signature = await signFrameMessage(state, { message: 'hello', address })
 */
export async function signFrameMessage(
  state: EmbeddedAdapterState,
  parameters: { message: string; address: string },
): Promise<string> {
  return hexAnswer(
    await requestFrameRpc(state, 'personal_sign', [
      utf8ToHex(parameters.message),
      parameters.address,
    ]),
    'personal_sign',
  )
}
