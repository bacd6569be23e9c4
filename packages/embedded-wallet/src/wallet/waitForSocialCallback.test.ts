// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { waitForSocialCallback } from './waitForSocialCallback'

const FRAME = 'http://127.0.0.1:8789'

it("takes the provider's answer only from the pop-up, at the frame's origin, in its shape", async () => {
  const popupFrame = document.createElement('iframe')
  const other = document.createElement('iframe')
  document.body.append(popupFrame, other)
  const popup = popupFrame.contentWindow as Window
  const stranger = other.contentWindow as Window
  let answer: string | undefined
  void waitForSocialCallback(window, popup, FRAME).then((uri) => {
    answer = uri
  })
  const post = (data: unknown, origin: string, source: Window) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
  const good = { type: '@portico-social/CALLBACK', uri: `${FRAME}/social/callback?login=L1` }
  post(good, 'http://127.0.0.1:5173', popup)
  post(good, FRAME, stranger)
  post({ type: '@portico-social/CALLBACK' }, FRAME, popup)
  post({ ...good, type: 'other' }, FRAME, popup)
  await Promise.resolve()
  expect(answer).toBeUndefined()
  post(good, FRAME, popup)
  await Promise.resolve()
  expect(answer).toBe(good.uri)
})

it('rejects with a clear error once the pop-up is closed without an answer', async () => {
  const popup = { closed: false } as unknown as Window
  const waiting = waitForSocialCallback(window, popup, FRAME, { pollMs: 10, lateAnswerMs: 10 })
  let settled = false
  waiting
    .catch(() => {})
    .finally(() => {
      settled = true
    })
  await new Promise((r) => setTimeout(r, 40))
  expect(settled).toBe(false)
  ;(popup as { closed: boolean }).closed = true
  await expect(waiting).rejects.toMatchObject({
    name: 'SocialPopupClosedError',
    shortMessage: 'The sign-in window was closed before the login finished',
  })
})

it('still takes the answer the pop-up posted on its way out, after it is seen closed', async () => {
  // The callback page posts, then closes itself; across processes the closed flag can flip
  // before the message is dispatched here.
  const popupFrame = document.createElement('iframe')
  document.body.append(popupFrame)
  const popup = popupFrame.contentWindow as Window
  let closed = false
  Object.defineProperty(popup, 'closed', { get: () => closed })
  const waiting = waitForSocialCallback(window, popup, FRAME, { pollMs: 10, lateAnswerMs: 200 })
  closed = true
  await new Promise((r) => setTimeout(r, 60))
  const uri = `${FRAME}/social/callback?login=late`
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: '@portico-social/CALLBACK', uri },
      origin: FRAME,
      source: popup,
    }),
  )
  await expect(waiting).resolves.toBe(uri)
})
