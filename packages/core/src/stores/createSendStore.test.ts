import { describe, expect, it } from 'vitest'
import { createSendStore } from './createSendStore'

describe('createSendStore', () => {
  it('holds the form and resets it', () => {
    const send = createSendStore()
    send.getState().setTokenAmount('1.5')
    send.getState().setReceiverAddress('0x2')
    send.getState().setReceiverProfile({ name: 'bob.eth' })
    send.getState().setLoading(true)
    expect(send.getState()).toMatchObject({
      sendTokenAmount: '1.5',
      receiverAddress: '0x2',
      receiverProfileName: 'bob.eth',
      loading: true,
    })
    send.getState().reset()
    expect(send.getState()).toMatchObject({
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      loading: false,
    })
  })
})
