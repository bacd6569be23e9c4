import { createShiftedClock } from '@portico/test/services/createShiftedClock'
import { describe, expect, it } from 'vitest'
import { PROJECT_HEADER } from '../shared/projectHeader'
import { accessTokenOf } from '../testing/accessTokenOf'
import { createMemoryStorage, createNodeFrame } from '../testing/createNodeFrame'
import { frameRequestHeaders } from '../testing/frameRequestHeaders'
import { keysRebuiltFromBackup } from '../testing/keysRebuiltFromBackup'
import { logInByMail } from '../testing/logInByMail'
import { recoveryStatusOf } from '../testing/recoveryStatusOf'
import { setUpTestService } from '../testing/setUpTestService'
import { signsMessage } from '../testing/signsMessage'

const seen = new Set<string>()
const password = 'a long recovery password'
// Real time, moved forward past the 30 s mail cooldown before each login.
const clock = createShiftedClock()

// One wallet service for two sites: the shop keeps email-only recovery, the blog (and every
// project not named) is self-custody.
describe('custody per project (projectCustody)', () => {
  const running = setUpTestService({
    dialect: 'sqlite',
    clock,
    config: {
      projectCustody: { shop: 'operator' },
      deviceWaitMs: 500,
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    },
  })
  type Frame = ReturnType<typeof createNodeFrame>
  const frameOf = (projectId: string, storage = createMemoryStorage()) =>
    createNodeFrame(running.service, storage, { projectId, prompt: null })
  const logIn = (frame: Frame, email: string) => {
    clock.advance(31_000)
    return logInByMail(frame, { service: running.service, mail: running.mail, email, seen })
  }
  const recoverAs = async (frame: Frame, projectId: string) =>
    running.service.app.request('/keys/v1/recover', {
      method: 'POST',
      headers: {
        ...frameRequestHeaders('POST'),
        authorization: `Bearer ${accessTokenOf(frame)}`,
        [PROJECT_HEADER]: projectId,
      },
    })

  const shopper = 'shopper@example.com'
  const reader = 'reader@example.com'
  const shopBrowser = createMemoryStorage()
  let shopAddress: string
  let readerAddress: string

  it("the shop's page shows the operator's notice before the key, and its data folder rebuilds that key", async () => {
    const shop = frameOf('shop', shopBrowser)
    await expect(logIn(shop, shopper)).rejects.toMatchObject({ code: 'RECOVERY_SETUP_REQUIRED' })
    const user = (await shop.request('UNLOCK_KEY')) as { address: string }
    expect(shop.formAsks).toEqual([{ mode: 'create', problem: undefined, custody: 'operator' }])
    shopAddress = user.address
    expect(user).not.toHaveProperty('recoveryProtected')
    const status = await recoveryStatusOf(running.service, shop)
    // A caller naming no project gets the service's own custody: self.
    expect(status.body).toMatchObject({ custody: 'self' })
    expect(await keysRebuiltFromBackup(running.service.dataDir)).toContain(shopAddress)
  })

  it("the blog's page makes a protected key that no copy of the data folder rebuilds", async () => {
    const blog = frameOf('blog')
    await expect(logIn(blog, reader)).rejects.toMatchObject({ code: 'RECOVERY_SETUP_REQUIRED' })
    blog.typePasswords(password)
    const user = (await blog.request('UNLOCK_KEY')) as { address: string }
    expect(blog.formAsks).toEqual([{ mode: 'create', problem: undefined }])
    expect(user).toMatchObject({ recoveryProtected: true })
    readerAddress = user.address
    expect(await keysRebuiltFromBackup(running.service.dataDir)).not.toContain(readerAddress)
  })

  it('naming the shop does not open a protected account: a new device still needs the password', async () => {
    const attacker = frameOf('blog')
    await logIn(attacker, reader).catch(() => {})
    const answer = await recoverAs(attacker, 'shop')
    expect(answer.status).toBe(403)
    expect(await answer.json()).toMatchObject({ code: 'RECOVERY_PASSWORD_REQUIRED' })
  })

  it("the shop's account opened on the blog is asked to protect itself; until then no other device gets it there", async () => {
    const stranger = frameOf('blog')
    await expect(logIn(stranger, shopper)).rejects.toMatchObject({
      code: 'RECOVERY_PROTECT_FIRST',
    })
    expect((await recoverAs(stranger, 'blog')).status).toBe(409)
    // On the shop's own page the mailbox alone gets it back, as its notice said.
    const shopDevice = frameOf('shop')
    await logIn(shopDevice, shopper)
    expect(await shopDevice.request('GET_USER', {})).toMatchObject({ address: shopAddress })
    expect(await signsMessage(shopDevice, shopAddress)).toBe(true)

    // The same browser that made it, now on the blog: asked to protect, then protected.
    const blog = frameOf('blog', shopBrowser)
    await expect(blog.request('GET_USER', {})).rejects.toMatchObject({
      code: 'RECOVERY_SETUP_REQUIRED',
    })
    blog.typePasswords(password)
    expect(await blog.request('UNLOCK_KEY')).toMatchObject({
      address: shopAddress,
      recoveryProtected: true,
    })
    expect(blog.formAsks).toEqual([{ mode: 'protect', problem: undefined }])
    expect(await keysRebuiltFromBackup(running.service.dataDir)).not.toContain(shopAddress)
    // Protected now, the shop's page too needs the password on a new device.
    const late = frameOf('shop')
    await logIn(late, shopper).catch(() => {})
    expect((await recoverAs(late, 'shop')).status).toBe(403)
  })
})
