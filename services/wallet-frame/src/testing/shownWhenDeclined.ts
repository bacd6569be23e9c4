import { expect } from 'vitest'
import type { createNodeFrame } from './createNodeFrame'

/**
 * Sends an RPC request through a node frame whose visitor declines it, checks that it was
 * refused as declined, and answers what the frame's approval view showed for it.
 * @example
 * const shown = await shownWhenDeclined(frame, 'personal_sign', ['0x6869', address])
 * expect(shown.title).toBe('Sign message')
 */
export async function shownWhenDeclined(
  frame: ReturnType<typeof createNodeFrame>,
  method: string,
  params: unknown[],
) {
  frame.nextDecision(false)
  await expect(frame.request('RPC_REQUEST', { method, params })).rejects.toThrow(
    'User rejected the request.',
  )
  const description = frame.asked.at(-1)
  if (!description) throw new Error('nothing was shown')
  return description
}
