// What a tenant may set under `layout.options` for the four theme; validated on the server without React.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** The photo on the hero's right; without one the hero draws the Alps in graphite and green. */
  heroImage: z.string().min(1).optional(),
})

export type FourThemeOptions = z.infer<typeof optionsSchema>
