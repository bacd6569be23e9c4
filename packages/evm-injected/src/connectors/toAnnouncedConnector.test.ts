import { describe, expect, it } from 'vitest'
import { toAnnouncedConnector } from './toAnnouncedConnector'

const icon = 'data:image/svg+xml,<svg/>'
const announced = {
  info: { uuid: 'uuid-1', name: 'MetaMask', icon, rdns: 'io.metamask' },
  provider: { request: async () => null },
}

describe('toAnnouncedConnector', () => {
  it('lists an announced wallet under its rdns, with what it announced', () => {
    expect(toAnnouncedConnector(announced)).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      imageUrl: icon,
      type: 'ANNOUNCED',
      chain: 'eip155',
      rdns: 'io.metamask',
      info: { name: 'MetaMask', icon, rdns: 'io.metamask', uuid: 'uuid-1' },
    })
  })

  it("keeps the id of the adapter's own connector for the wallet", () => {
    expect(toAnnouncedConnector(announced, 'metaMaskSDK').id).toBe('metaMaskSDK')
  })
})
