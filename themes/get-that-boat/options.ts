// What a tenant may set under `layout.options` for the get-that-boat theme; validated on the server without React.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** `full`: the sea fills the hero behind the headline; `split`: navy panel beside the photo. */
  heroStyle: z.enum(['split', 'full']).default('full'),
  /** A boat or seascape photo; without one the hero draws a sailboat on the open sea. */
  heroImage: z.string().min(1).optional(),
})

export type GetThatBoatThemeOptions = z.infer<typeof optionsSchema>
