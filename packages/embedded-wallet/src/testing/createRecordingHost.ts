import { vi } from 'vitest'
import type { FrameHost } from '../frame/FrameHost'

/**
 * A stand-in for the frame host that answers each request with `answer` and records what it was
 * asked in `asked`, in order. Test files only.
 * @example
 * const { host, asked } = createRecordingHost(async () => undefined)
 */
export function createRecordingHost(answer: (name: string, payload: unknown) => Promise<unknown>) {
  const asked: { name: string; payload: unknown }[] = []
  const host = {
    request: (name: string, payload?: unknown) => {
      asked.push({ name, payload })
      return answer(name, payload)
    },
    destroy: vi.fn(),
  } as unknown as FrameHost
  return { host, asked }
}
