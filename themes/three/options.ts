// What a tenant may set under `layout.options` for the three theme; validated on the server without React.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** A tall sunrise photo for the home hero; without one the hero draws balloons over the valleys at dawn. */
  heroImage: z.string().min(1).optional(),
})

export type ThreeThemeOptions = z.infer<typeof optionsSchema>
