import { DEVNET_CHAINS } from '@portico/common'
import { expect, it } from 'vitest'
import { createRecordingContext } from '../../testing/createRecordingContext'
import { appMetadata } from './appMetadata'

it("gives the wallet the app's metadata, with its own copy of the icons", () => {
  const context = createRecordingContext([DEVNET_CHAINS.devnetA])
  const metadata = appMetadata(context)
  expect(metadata).toEqual(context.metadata)
  expect(metadata.icons).not.toBe(context.metadata?.icons)
})

it('names the app Portico when no context gives metadata', () => {
  expect(appMetadata(undefined)).toEqual({
    name: 'Portico',
    description: '',
    url: 'http://127.0.0.1',
    icons: [],
  })
})
