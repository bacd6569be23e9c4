// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TokenIcon } from './TokenIcon'

afterEach(cleanup)

const USDC = 'http://127.0.0.1:8787/public/getTokenImage/USDC'

describe('TokenIcon', () => {
  it("shows the token's logo, and its first letter once the logo fails", () => {
    const { container } = render(<TokenIcon symbol="USDC" iconUrl={USDC} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(USDC)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('U')
  })

  it('drops the t of a test token in its letter', () => {
    const { container } = render(<TokenIcon symbol="tUSDT" />)
    expect(container.textContent).toBe('U')
  })
})
