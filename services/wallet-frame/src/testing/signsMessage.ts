import { type Hex, verifyMessage } from 'viem'
import type { createNodeFrame } from './createNodeFrame'

/**
 * Whether the frame signs 'hi' (personal_sign, approved) with the key of `address`: the device
 * holds a working key.
 * @example expect(await signsMessage(frame, address)).toBe(true)
 */
export async function signsMessage(
  frame: ReturnType<typeof createNodeFrame>,
  address: string,
): Promise<boolean> {
  const signature = await frame.request('RPC_REQUEST', {
    method: 'personal_sign',
    params: ['0x6869', address],
  })
  return verifyMessage({ address: address as Hex, message: 'hi', signature: signature as Hex })
}
