import { randomUUID } from 'node:crypto'
import type { Frame, Page } from 'playwright-core'
import { expect } from 'vitest'

/** A message the host page (`hostPage`) recorded from the wallet frame, with its origin. */
export type RecordedMessage = {
  origin: string
  data: { type: string; id?: string; payload?: Record<string, unknown>; uri?: string }
}

/**
 * Drives, from a browser test, a page served with `hostPage` whose iframe is the wallet frame at
 * `frameUrl`: what the frame posted to it (`messages`), a message posted to the frame (`send`),
 * an app request sent under a fresh id without waiting (`post`, answering the id) and its answer (`answer`,
 * within 30 s, checked to come from the frame's origin), both at once (`request`), and the frame
 * itself (`walletFrame`).
 * @example
 * const user = await driveHostPage(host.page, frame.url).request('GET_USER', {})
 */
export function driveHostPage(page: Page, frameUrl: string) {
  const messages = (): Promise<RecordedMessage[]> =>
    page.evaluate(() => (window as unknown as { frameMessages: RecordedMessage[] }).frameMessages)
  const send = (message: unknown): Promise<void> =>
    page.evaluate(
      (m) => (window as unknown as { sendToFrame: (m: unknown) => void }).sendToFrame(m),
      message,
    )
  const appEvent = (id: string, name: string, payload: unknown) => ({
    id,
    type: `@portico-app/${name}`,
    ...(payload !== undefined && { payload }),
  })
  // Not awaited: the frame may hold the answer (a form, an approval) while the test acts.
  const post = (name: string, payload?: unknown): string => {
    const id = randomUUID()
    void send(appEvent(id, name, payload))
    return id
  }
  const answer = async (id: string): Promise<RecordedMessage['data']> => {
    await expect
      .poll(async () => (await messages()).some((m) => m.data.id === id), { timeout: 30_000 })
      .toBe(true)
    const found = (await messages()).find((m) => m.data.id === id) as RecordedMessage
    expect(found.origin).toBe(new URL(frameUrl).origin)
    return found.data
  }
  return {
    messages,
    send,
    post,
    answer,
    request: async (name: string, payload?: unknown) => {
      const id = randomUUID()
      await send(appEvent(id, name, payload))
      return answer(id)
    },
    walletFrame: (): Frame => {
      const found = page.frames().find((f) => f.url().startsWith(`${frameUrl}/frame`))
      if (!found) throw new Error('no wallet frame on the page')
      return found
    },
  }
}
