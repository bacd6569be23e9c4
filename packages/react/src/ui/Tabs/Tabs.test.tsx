// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs } from './Tabs'

afterEach(cleanup)

const TABS = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
] as const

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('tokens')
  return <Tabs label="Account" idPrefix="t" tabs={TABS} selected={tab} onSelect={setTab} />
}

const selected = () =>
  screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true')

/** Presses `key` on `on` (the focused tab unless given), then reads the selected tab. */
function press(key: string, on = document.activeElement as Element) {
  fireEvent.keyDown(on, { key })
  return selected()[0]?.textContent
}

describe('Tabs', () => {
  it('is a labelled tablist whose selected tab alone is in the Tab order and controls its panel', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    expect(tabs[0]?.getAttribute('aria-controls')).toBe('t-panel-tokens')
    expect(tabs[0]?.id).toBe('t-tab-tokens')
  })

  it('moves and selects with the arrow keys, wrapping at both ends, and focuses the new tab', () => {
    render(<Harness />)
    const first = screen.getByRole('tab', { name: 'Tokens' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(selected().map((t) => t.textContent)).toEqual(['NFTs'])
    expect(document.activeElement?.textContent).toBe('NFTs')
    press('ArrowRight')
    expect(press('ArrowRight')).toBe('Tokens')
    expect(press('ArrowLeft')).toBe('Activity')
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0])
  })

  it('right to left, ArrowLeft goes to the next tab and ArrowRight back; up and down stay', () => {
    render(
      <div dir="rtl">
        <Harness />
      </div>,
    )
    expect(press('ArrowLeft', screen.getByRole('tab', { name: 'Tokens' }))).toBe('NFTs')
    expect(press('ArrowRight')).toBe('Tokens')
    expect(press('ArrowDown')).toBe('NFTs')
  })

  it('jumps with Home and End and ignores other keys', () => {
    render(<Harness />)
    expect(press('End', screen.getByRole('tab', { name: 'Tokens' }))).toBe('Activity')
    expect(press('Home')).toBe('Tokens')
    expect(press('a')).toBe('Tokens')
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect(selected()[0]?.textContent).toBe('NFTs')
  })
})
