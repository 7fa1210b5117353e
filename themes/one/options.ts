// What a tenant may set under `layout.options` for the `one` layout; the server reads it without React.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** The photo beside the booking panel; without one, a plain tram-red field. */
  heroImage: z.string().min(1).optional(),
})

export type OneOptions = z.infer<typeof optionsSchema>
