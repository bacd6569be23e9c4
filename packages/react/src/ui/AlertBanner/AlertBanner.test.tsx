// @vitest-environment jsdom
import { ALERTS } from '@portico/common'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../../context/PorticoContext'
import { ModalAlert } from '../../modal/ModalAlert'
import { createTestClient } from '../../testing/createTestClient'

afterEach(cleanup)

describe('alerts in the modal', () => {
  it.each(Object.entries(ALERTS))(
    '%s shows its short and long text and can be dismissed',
    (_key, alert) => {
      const { client } = createTestClient()
      render(
        <PorticoContext.Provider value={client}>
          <ModalAlert />
        </PorticoContext.Provider>,
      )
      expect(screen.queryByTestId('portico-alert')).toBeNull()
      act(() => client.stores.alert.getState().show(alert, 'error'))
      const banner = screen.getByRole('alert')
      expect(banner.textContent).toContain(alert.shortMessage)
      expect(banner.textContent).toContain(alert.longMessage)
      fireEvent.click(screen.getByRole('button', { name: `Dismiss: ${alert.shortMessage}` }))
      expect(screen.queryByTestId('portico-alert')).toBeNull()
      expect(client.stores.alert.getState().open).toBe(false)
    },
  )

  it('announces warnings politely', () => {
    const { client } = createTestClient()
    render(
      <PorticoContext.Provider value={client}>
        <ModalAlert />
      </PorticoContext.Provider>,
    )
    act(() => client.stores.alert.getState().show(ALERTS.SESSION_EXPIRED, 'warning'))
    expect(screen.getByRole('status').textContent).toContain('Session Expired')
  })
})
