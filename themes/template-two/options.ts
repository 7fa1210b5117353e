// What a tenant may set under `layout.options` for template-two; validated on the server without React.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** The cover photo beside the headline (URL or /path); without one the hero draws a dawn over the hills. */
  heroImage: z.string().min(1).optional(),
})

export type TemplateTwoThemeOptions = z.infer<typeof optionsSchema>
