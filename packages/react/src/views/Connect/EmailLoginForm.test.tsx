// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { createTestClient } from '../../testing/createTestClient'
import { idleEmbeddedWallet } from '../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../testing/renderWithClient'
import { LazyEmailVerifyDeviceView } from '../embedded/EmailVerifyDevice/LazyEmailVerifyDeviceView'
import { LazyEmailVerifyOtpView } from '../embedded/EmailVerifyOtp/LazyEmailVerifyOtpView'
import { EmailLoginForm } from './EmailLoginForm'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

it('fetches the code views when the visitor focuses the field, before any submit', async () => {
  const loads: string[] = []
  // The code views' chunks are fetched once per page: what counts is that focus asks for them.
  const otp = vi.spyOn(LazyEmailVerifyOtpView, 'preload').mockResolvedValue()
  const device = vi.spyOn(LazyEmailVerifyDeviceView, 'preload').mockResolvedValue()
  const { client } = createTestClient({
    projectId: 'portico-test',
    embeddedWallet: async () => ({
      createEmbeddedWallet: () => {
        loads.push('created')
        return idleEmbeddedWallet()
      },
    }),
  })
  renderWithClient(<EmailLoginForm />, client)
  // The wallet (and its frame) loads with the field, once.
  await vi.waitFor(() => expect(loads).toEqual(['created']), { timeout: 10_000 })
  expect(otp).not.toHaveBeenCalled()
  expect(device).not.toHaveBeenCalled()
  fireEvent.focus(screen.getByTestId('portico-email-input'))
  expect(otp).toHaveBeenCalledOnce()
  expect(device).toHaveBeenCalledOnce()
  expect(loads).toEqual(['created'])
}, 20_000)
