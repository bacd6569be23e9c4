import { describe, expect, it } from 'vitest'
import { ENGLISH_AREAS, loadEnglishAreas, lookUpEnglish } from './loadEnglishAreas'
import { en, type MessageKey } from './messages/en'
import { englishBaseAreas } from './messages/en/base'

describe('loadEnglishAreas', () => {
  it('finds every English message once every area has loaded', async () => {
    await loadEnglishAreas(ENGLISH_AREAS)
    const missing = (Object.keys(en) as MessageKey[]).filter(
      (key) => lookUpEnglish(key) !== en[key],
    )
    expect(missing).toEqual([])
  })

  it('names every area, base or loaded, by the word its keys start with', async () => {
    const areas: Array<[string, object]> = [
      ...Object.entries(englishBaseAreas),
      ...(await Promise.all(
        ENGLISH_AREAS.map(
          async (area) =>
            [area, (await import(`./messages/en/${area}.ts`))[area] as object] as [string, object],
        ),
      )),
    ]
    for (const [area, messages] of areas) {
      expect(Object.keys(messages).filter((key) => !key.startsWith(`${area}.`))).toEqual([])
    }
    // Together they are every message, each in one area.
    expect(areas.flatMap(([, messages]) => Object.keys(messages)).sort()).toEqual(
      Object.keys(en).sort(),
    )
  })
})
