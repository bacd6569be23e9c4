import { describe, expect, it } from 'vitest'
import { iconRefFromPath } from './iconRef'

describe('iconRefFromPath', () => {
  it('reads the folder and file of a metadata path', () => {
    expect(iconRefFromPath('token:USDC')).toEqual({ folder: 'tokens', name: 'USDC' })
    expect(iconRefFromPath('network:arbitrum-one')).toEqual({
      folder: 'networks',
      name: 'arbitrum-one',
    })
    expect(iconRefFromPath('wallet:metamask')).toEqual({ folder: 'wallets', name: 'metamask' })
  })

  it('refuses paths that could name a file outside the icon folders', () => {
    for (const path of ['token:../x', 'token:a/b', 'font:x', 'token:', 'token:x:y', 'x']) {
      expect(iconRefFromPath(path)).toBeUndefined()
    }
  })
})
