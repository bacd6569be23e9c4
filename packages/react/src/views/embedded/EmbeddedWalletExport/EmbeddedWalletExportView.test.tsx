// @vitest-environment jsdom
import { BaseError, UserRejectedRequestError } from '@portico/common'
import type { EmbeddedWallet, FrameRect, Portico } from '@portico/core'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../../i18n/loadTranslator'
import type { Translator } from '../../../i18n/Translator'
import { createEmbeddedTestClient } from '../../../testing/createEmbeddedTestClient'
import { frameRefusal } from '../../../testing/frameRefusal'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../../testing/renderWithClient'
import EmbeddedWalletExportView from './EmbeddedWalletExportView'

afterEach(cleanup)

/** The view over the security controls; `shown` records showFrame calls. */
function renderView(exportKey: EmbeddedWallet['exportKey'], translator: Translator | null = null) {
  const shown: (FrameRect | undefined)[] = []
  const wallet = idleEmbeddedWallet({ showFrame: (rect) => void shown.push(rect), exportKey })
  const client = createEmbeddedTestClient(wallet)
  client.push({ view: 'Account' })
  client.push({ view: 'EmbeddedWalletSecurity' })
  client.push({ view: 'EmbeddedWalletExport' })
  renderWithClient(<EmbeddedWalletExportView />, client, translator)
  return { client, shown }
}

const view = (client: Portico) => client.stores.router.getState().view.view

describe('EmbeddedWalletExportView', () => {
  it('shows the frame in place while it shows the key, then goes back to the controls on Done', async () => {
    let done = () => {}
    let calls = 0
    const { client, shown } = renderView(() => {
      calls += 1
      return new Promise<void>((resolve) => {
        done = resolve
      })
    })
    await expect.poll(() => calls).toBe(1)
    await expect.poll(() => shown.some((rect) => rect !== undefined)).toBe(true)
    expect(view(client)).toBe('EmbeddedWalletExport')
    done()
    await expect.poll(() => view(client)).toBe('EmbeddedWalletSecurity')
    cleanup()
    expect(shown.at(-1)).toBeUndefined()
  })

  it('Cancel in the frame goes back without an error', async () => {
    const { client } = renderView(async () => {
      throw new UserRejectedRequestError()
    })
    await expect.poll(() => view(client)).toBe('EmbeddedWalletSecurity')
  })

  it('a login too old: the frame’s sentence, translated, and no Try again that would repeat it', async () => {
    const { client, shown } = renderView(
      async () => {
        throw frameRefusal('For your safety, sign in again to export your key', 'LOGIN_NOT_FRESH')
      },
      await loadTranslator('it'),
    )
    expect((await screen.findByTestId('portico-export-error')).textContent).toBe(
      'Per la tua sicurezza, accedi di nuovo per esportare la chiave',
    )
    expect(screen.queryByTestId('portico-export-retry')).toBeNull()
    // The frame hides in an effect after the error paints, which may flush after this test
    // resumes on a busy machine.
    await expect.poll(() => shown.at(-1)).toBeUndefined()
    expect(view(client)).toBe('EmbeddedWalletExport')
  })

  it('another failure says so, and Try again asks the frame again', async () => {
    let calls = 0
    renderView(async () => {
      calls += 1
      throw new BaseError('Request was aborted')
    })
    expect((await screen.findByTestId('portico-export-error')).textContent).toBe(
      'Request was aborted',
    )
    fireEvent.click(screen.getByTestId('portico-export-retry'))
    await expect.poll(() => calls).toBe(2)
  })
})
