// What a tenant may set under `layout.options` for the six theme; validated on the server without React.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** A quiet, wide photograph (a car at dusk, a skyline) behind the hero line; without one, a drawn night road. */
  heroImage: z.string().min(1).optional(),
})

export type SixThemeOptions = z.infer<typeof optionsSchema>
