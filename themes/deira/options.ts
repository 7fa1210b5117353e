// What a tenant may set under `layout.options` for the deira theme; validated on the server without React.
import { z } from 'zod'

export const optionsSchema = z.strictObject({
  /** `video` plays `heroVideo` (muted, looped, still for visitors who ask for reduced motion). */
  hero: z.enum(['video', 'image']).default('image'),
  /** The hero photo, and the video's poster; without either the hero draws dunes at sunset. */
  heroImage: z.string().min(1).optional(),
  /** An MP4 or WebM URL for `hero: video`. */
  heroVideo: z.string().min(1).optional(),
  /** The metal that trims the site; each is paired with text colours that keep AA contrast. */
  accent: z.enum(['gold', 'copper', 'pearl']).default('gold'),
})

export type DeiraThemeOptions = z.infer<typeof optionsSchema>
