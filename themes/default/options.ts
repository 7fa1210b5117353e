// What a tenant may set under `layout.options` for the default theme; the server validates tenant.yaml
// against this schema without loading any React, so it stays free of component imports.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** A wide photo for the home hero (URL or /path); without one the hero draws its own teal backdrop. */
  heroImage: z.string().min(1).optional(),
  /** A slimmer header bar, for tenants with a long name or a tall logo that should not dominate. */
  compactHeader: z.boolean().default(false),
})

export type DefaultThemeOptions = z.infer<typeof optionsSchema>
