// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReceiverField } from './ReceiverField'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function renderField(readText: () => Promise<string>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { readText } })
  const onChange = vi.fn()
  render(<ReceiverField value="" onChange={onChange} error={undefined} placeholder="Address" />)
  return onChange
}

describe('ReceiverField', () => {
  it('pastes the clipboard into the field, without the spaces around it', async () => {
    const onChange = renderField(async () => ` ${RECEIVER}\n`)
    await act(async () => fireEvent.click(screen.getByTestId('portico-send-receiver-paste')))
    expect(onChange).toHaveBeenCalledWith(RECEIVER)
  })

  it('leaves the field as it was when the browser refuses the clipboard', async () => {
    const onChange = renderField(() =>
      Promise.reject(new DOMException('denied', 'NotAllowedError')),
    )
    await act(async () => fireEvent.click(screen.getByTestId('portico-send-receiver-paste')))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('offers no Paste where the page cannot read the clipboard', () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    render(<ReceiverField value="" onChange={() => undefined} error={undefined} placeholder="A" />)
    expect(screen.queryByTestId('portico-send-receiver-paste')).toBeNull()
  })
})
