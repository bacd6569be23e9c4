import { ALERTS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createAlertStore } from './createAlertStore'

describe('createAlertStore', () => {
  it('shows and closes an alert', () => {
    const alert = createAlertStore()
    alert.getState().show(ALERTS.PROJECT_ID_NOT_CONFIGURED, 'warning')
    expect(alert.getState()).toMatchObject({
      open: true,
      variant: 'warning',
      alert: ALERTS.PROJECT_ID_NOT_CONFIGURED,
    })
    alert.getState().close()
    expect(alert.getState().open).toBe(false)
  })

  it('shows a once alert only the first time', () => {
    const alert = createAlertStore()
    alert.getState().show(ALERTS.INVALID_APP_CONFIGURATION, 'error', { once: true })
    alert.getState().close()
    alert.getState().show(ALERTS.INVALID_APP_CONFIGURATION, 'error', { once: true })
    expect(alert.getState().open).toBe(false)
  })
})
