// What a tenant may set under `layout.options` for template-four; the server reads it without React.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** A night photo behind the home headline, dimmed to keep the type readable; without one, a neon glow. */
  heroImage: z.string().min(1).optional(),
})

export type TemplateFourOptions = z.infer<typeof optionsSchema>
