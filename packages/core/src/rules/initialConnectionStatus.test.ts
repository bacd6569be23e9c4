import { describe, expect, it } from 'vitest'
import { initialConnectionStatus } from './initialConnectionStatus'

describe('initialConnectionStatus', () => {
  it('is connecting where the stored status was connected', () => {
    expect(
      initialConnectionStatus(['eip155', 'solana'], { eip155: 'connected', solana: 'connecting' }),
    ).toEqual({
      eip155: 'connecting',
      solana: 'disconnected',
    })
  })

  it('is disconnected without stored status', () => {
    expect(initialConnectionStatus(['eip155'], undefined)).toEqual({ eip155: 'disconnected' })
  })
})
