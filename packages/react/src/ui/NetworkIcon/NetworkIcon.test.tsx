// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NetworkIcon } from './NetworkIcon'

afterEach(cleanup)

const BASE = 'http://127.0.0.1:8787/public/getAssetImage/eip155%3A8453'
const OPTIMISM = 'http://127.0.0.1:8787/public/getAssetImage/eip155%3A10'

describe('NetworkIcon', () => {
  it("shows the network's logo, and its initials in its colour once the logo fails", () => {
    const { container, rerender } = render(
      <NetworkIcon caipNetworkId="eip155:8453" name="Base" imageUrl={BASE} />,
    )
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('B')
    rerender(<NetworkIcon caipNetworkId="eip155:10" name="OP Mainnet" imageUrl={OPTIMISM} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(OPTIMISM)
  })

  it('draws a devnet without an image as its initials', () => {
    const { container } = render(
      <NetworkIcon caipNetworkId="eip155:31338" name="Portico Devnet B" />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('PB')
  })
})
