// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import { TranslatorContext } from '../../i18n/TranslatorContext'
import { OtpForm } from './OtpForm'

afterEach(cleanup)

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error))

describe('OtpForm', () => {
  it('keeps the digits of a pasted code and submits at the sixth', async () => {
    const submitted: string[] = []
    render(
      <OtpForm
        intro="Enter the code"
        onSubmit={async (code) => {
          submitted.push(code)
        }}
        describeError={describeError}
        testId="otp"
      />,
    )
    const input = screen.getByTestId('otp-input') as HTMLInputElement
    expect(document.activeElement).toBe(input)
    fireEvent.change(input, { target: { value: '12 3' } })
    expect(input.value).toBe('123')
    expect(submitted).toEqual([])
    fireEvent.change(input, { target: { value: '123 456' } })
    await waitFor(() => expect(submitted).toEqual(['123456']))
    expect(screen.getByLabelText('6-digit code')).toBe(input)
  })

  it('shows a refused code and clears the field for another try', async () => {
    render(
      <OtpForm
        intro="Enter the code"
        onSubmit={async () => {
          throw new Error('Invalid code')
        }}
        describeError={describeError}
        testId="otp"
      />,
    )
    const input = screen.getByTestId('otp-input') as HTMLInputElement
    fireEvent.change(input, { target: { value: '000000' } })
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
    expect(input.value).toBe('')
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it("says why a resend is refused ('Please try again after N seconds')", async () => {
    render(
      <OtpForm
        intro="Enter the code"
        onSubmit={async () => {}}
        onResend={async () => {
          throw new Error('Please try again after 27 seconds')
        }}
        describeError={describeError}
        testId="otp"
      />,
    )
    fireEvent.click(screen.getByTestId('otp-resend'))
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 27 seconds')
  })

  it('speaks the visitor’s language', async () => {
    const translator = await loadTranslator('de')
    render(
      <TranslatorContext.Provider value={translator}>
        <OtpForm
          intro="Gib den Code ein"
          onSubmit={async () => {}}
          onResend={async () => {}}
          describeError={describeError}
          testId="otp"
        />
      </TranslatorContext.Provider>,
    )
    expect(screen.getByLabelText('6-stelliger Code')).toBe(screen.getByTestId('otp-input'))
    expect(screen.getByText('Nichts erhalten?')).toBeTruthy()
    fireEvent.click(screen.getByTestId('otp-resend'))
    expect((await screen.findByText('Ein neuer Code ist unterwegs.')).textContent).toBe(
      'Ein neuer Code ist unterwegs.',
    )
    expect(screen.getByTestId('otp-resend').textContent).toBe('Code erneut senden')
  })
})
