// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createMessageChannel } from './createMessageChannel'

const PARENT_ORIGIN = 'https://shop.example.com'

function setup(handle: () => Promise<unknown> = async () => ({ chainId: 31337 })) {
  // Real windows of this document's iframes stand in for the parent page and a stranger.
  const frameWindow = () => {
    const iframe = document.createElement('iframe')
    document.body.append(iframe)
    if (!iframe.contentWindow) throw new Error('no iframe window')
    return iframe.contentWindow
  }
  const parent = frameWindow()
  const stranger = frameWindow()
  const posted: { message: unknown; origin: string }[] = []
  parent.postMessage = ((message: unknown, origin: string) => {
    posted.push({ message, origin })
  }) as Window['postMessage']
  let calls = 0
  const channel = createMessageChannel({
    window,
    parent,
    parentOrigin: PARENT_ORIGIN,
    handle: async () => {
      calls++
      return handle()
    },
  })
  const deliver = async (data: unknown, init: { origin?: string; source?: Window | null } = {}) => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? PARENT_ORIGIN,
        source: (init.source === undefined ? parent : init.source) as MessageEventSource | null,
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { channel, posted, deliver, stranger, calls: () => calls }
}

const getChainId = (id: string) => ({ id, type: '@portico-app/GET_CHAIN_ID' })

describe('createMessageChannel', () => {
  it('posts READY and answers a request, only to the parent origin', async () => {
    const { channel, posted, deliver } = setup()
    channel.ready()
    await deliver(getChainId('1'))
    expect(posted).toEqual([
      { message: { type: '@portico-frame/READY' }, origin: PARENT_ORIGIN },
      {
        message: {
          id: '1',
          type: '@portico-frame/GET_CHAIN_ID_SUCCESS',
          payload: { chainId: 31337 },
        },
        origin: PARENT_ORIGIN,
      },
    ])
    channel.close()
  })

  it('ignores messages from another origin or another window', async () => {
    const { posted, deliver, stranger, calls, channel } = setup()
    await deliver(getChainId('1'), { origin: 'https://evil.example' })
    await deliver(getChainId('2'), { origin: 'https://shop.example.com.evil.example' })
    await deliver(getChainId('3'), { source: stranger })
    await deliver(getChainId('4'), { source: null })
    expect(posted).toEqual([])
    expect(calls()).toBe(0)
    channel.close()
  })

  it('ignores malformed messages and handles a replayed id once', async () => {
    const { posted, deliver, calls, channel } = setup()
    for (const data of [
      null,
      'GET_CHAIN_ID',
      { type: '@portico-app/GET_CHAIN_ID' },
      { id: '', type: '@portico-app/GET_CHAIN_ID' },
      { id: 'x'.repeat(200), type: '@portico-app/GET_CHAIN_ID' },
      { id: '5', type: '@portico-app/CONNECT_EMAIL', payload: {} },
      { id: '6', type: '@portico-frame/READY' },
      { id: '7', type: '@portico-app/__proto__' },
    ]) {
      await deliver(data)
    }
    expect(posted).toEqual([])
    await deliver(getChainId('8'))
    await deliver(getChainId('8'))
    expect(calls()).toBe(1)
    expect(posted).toHaveLength(1)
    channel.close()
  })

  it('answers a failure as the request’s error event with its message', async () => {
    const { posted, deliver, channel } = setup(async () => {
      throw new Error('Requested RPC call is not allowed')
    })
    await deliver({ id: '9', type: '@portico-app/RPC_REQUEST', payload: { method: 'eth_sign' } })
    expect(posted[0]?.message).toEqual({
      id: '9',
      type: '@portico-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
    channel.close()
  })

  it('sends the error’s code along, so the page translates by code, and drops a malformed one', async () => {
    const refusal = Object.assign(new Error('Invalid code'), { code: 'INVALID_OTP' })
    const odd = Object.assign(new Error('Chain RPC unavailable'), { code: 'not a code' })
    const errors = [refusal, odd]
    const { posted, deliver, channel } = setup(async () => {
      throw errors.shift()
    })
    await deliver(getChainId('11'))
    await deliver(getChainId('12'))
    expect(posted.map((p) => (p.message as { payload: unknown }).payload)).toEqual([
      { message: 'Invalid code', code: 'INVALID_OTP' },
      { message: 'Chain RPC unavailable' },
    ])
    channel.close()
  })

  it('never posts an answer that breaks the protocol', async () => {
    const { posted, deliver, channel } = setup(async () => ({ chainId: -1 }))
    await deliver(getChainId('10'))
    expect(posted[0]?.message).toEqual({
      id: '10',
      type: '@portico-frame/GET_CHAIN_ID_ERROR',
      payload: { message: 'An error occurred', code: 'INTERNAL' },
    })
    channel.close()
  })
})
