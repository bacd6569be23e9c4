// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletImage } from './WalletImage'

afterEach(cleanup)

const METAMASK = 'http://127.0.0.1:8787/getWalletImage/metamask?projectId=p'
const RAINBOW = 'http://127.0.0.1:8787/getWalletImage/rainbow?projectId=p'

describe('WalletImage', () => {
  it('shows the logo the catalogue gives, and the initial once it fails to load', () => {
    const { container, rerender } = render(<WalletImage name="MetaMask" src={METAMASK} />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe(METAMASK)
    fireEvent.error(img as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('M')
    // Another wallet in the same slot gets its own try.
    rerender(<WalletImage name="Rainbow" src={RAINBOW} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(RAINBOW)
  })

  it('shows the initial when there is no image', () => {
    const { container } = render(<WalletImage name="  zerion" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('Z')
  })
})
