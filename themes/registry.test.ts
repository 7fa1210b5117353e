import { describe, expect, it } from 'vitest'
import { type ThemePlugin } from './contract'
import { themes } from './index'
import { themeMessages, themeOptionSchemas } from './manifest.server'
import type { ThemeId } from './manifest'
import { createThemeRegistry } from './registry'

const fake = (id: string, apiVersion = 2) =>
  ({ default: { id, apiVersion, name: id, tokens: {}, Layout: () => null } as unknown as ThemePlugin<unknown> })

describe('theme registry', () => {
  it('refuses two themes with the same id', () => {
    expect(() => createThemeRegistry([{ id: 'a', load: async () => fake('a') }, { id: 'a', load: async () => fake('a') }])).toThrow(/duplicate theme id "a"/)
  })
  it('refuses a theme built for another contract version', async () => {
    const registry = createThemeRegistry([{ id: 'old', load: async () => fake('old', 1) }])
    await expect(registry.load('old')).rejects.toThrow(/contract v1/)
  })
  it('refuses a theme whose id differs from its registration, and an unknown id', async () => {
    const registry = createThemeRegistry([{ id: 'a', load: async () => fake('b') }])
    await expect(registry.load('a')).rejects.toThrow(/calls itself "b"/)
    await expect(registry.load('zzz')).rejects.toThrow(/unknown theme/)
  })
  it('loads every shipped theme, each honouring the contract with its options, tokens and slots', async () => {
    for (const id of themes.ids()) {
      const theme = await themes.load(id)
      expect(themeOptionSchemas[id as ThemeId].safeParse({}).success, `${id} options schema accepts {}`).toBe(true)
      expect(Object.keys(theme.tokens)).toEqual(expect.arrayContaining(['--color-primary', '--font-heading', '--radius-card']))
      for (const slot of ['Header', 'Footer', 'MobileMenu', 'Hero', 'ExperienceCard'] as const) expect(theme.slots[slot], `${id} ${slot}`).toBeTypeOf('function')
    }
  })
  it('has the same message keys in every locale of every theme', () => {
    for (const [id, messages] of Object.entries(themeMessages)) {
      const keys = Object.keys(messages.en).sort()
      for (const locale of ['ru', 'tr', 'de'] as const) expect(Object.keys(messages[locale]).sort(), `${id} ${locale}`).toEqual(keys)
    }
  })
})
