// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SocialMark } from './SocialMark'

afterEach(cleanup)

describe('SocialMark', () => {
  it("shows the provider's logo on its badge, and its letters once the logo fails", () => {
    const { container } = render(
      <SocialMark mark="GH" src="http://127.0.0.1:8787/public/getAssetImage/social:github" />,
    )
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe(
      'http://127.0.0.1:8787/public/getAssetImage/social:github',
    )
    expect(container.textContent).toBe('')
    if (!img) throw new Error('no logo')
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('GH')
  })

  it('shows the letters without a logo', () => {
    const { container } = render(<SocialMark mark="D" />)
    expect(container.textContent).toBe('D')
  })
})
