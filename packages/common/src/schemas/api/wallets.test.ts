import { describe, expect, it } from 'vitest'
import { walletRecordSchema } from './wallets'

describe('walletRecordSchema', () => {
  it('drops a link that is not safe to render and keeps the wallet', () => {
    const wallet = walletRecordSchema.parse({
      id: 'x',
      name: 'X',
      mobile_link: 'javascript:alert(1)//://',
      desktop_link: 'x-wallet://',
      webapp_link: 'http://wallet.example',
      homepage: 'https://wallet.example',
    })
    expect(wallet).toMatchObject({
      id: 'x',
      mobile_link: null,
      desktop_link: 'x-wallet://',
      webapp_link: null,
      homepage: 'https://wallet.example',
    })
    expect(walletRecordSchema.parse({ id: 'y', name: 'Y' })).toEqual({ id: 'y', name: 'Y' })
  })
})
