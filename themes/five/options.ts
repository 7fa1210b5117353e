// `layout.options` of the five theme, validated on the server without React; `options: {}` is enough for a new tenant.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** A happy family photo for the hero's rounded frame; without one the hero draws a sunny bay. */
  heroImage: z.string().min(1).optional(),
})

export type FiveThemeOptions = z.infer<typeof optionsSchema>
