// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { breakableName } from './breakableName'

describe('breakableName', () => {
  it('offers a break after the dot of a domain-like name, not inside a word', () => {
    const { container } = render(<span>{breakableName('Blockchain.com Wallet')}</span>)
    expect(container.innerHTML).toBe('<span>Blockchain.<wbr>com Wallet</span>')
  })

  it('leaves plain names as they are', () => {
    expect(breakableName('Rainbow')).toBe('Rainbow')
    const { container } = render(<span>{breakableName('Trust Wallet')}</span>)
    expect(container.innerHTML).toBe('<span>Trust Wallet</span>')
  })
})
