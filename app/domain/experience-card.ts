// What a listing's card shows of an experience: assembled by the page assemblers, drawn by a theme's card slot
// (themes/contract.ts re-exports it for the themes).
export type ExperienceCardData = {
  href: string
  title: string
  city: string
  category: string
  durationMinutes: number
  rating: number | null
  reviewCount: number
  /** Lowest all-in price per person or item, already converted and formatted for the visitor. */
  fromPrice: string | null
  /** The cover image's source and its intrinsic width; render it with the kit's <CardImage>. Fields of the card, not
   * an object of their own: a listing's loader data carries 24 cards (issue 10). */
  image: string
  imageWidth: number
  /** The photo's text alternative, only when it says more than the title: otherwise the photo is decorative (alt ""). */
  imageAlt?: string
  /** "Free cancellation up to 24 hours before", in the visitor's language; null when cancelling is not free. */
  freeCancellation: string | null
  /** Under half of the next 7 days' capacity is left: show a "Likely to sell out" mark. */
  likelyToSellOut?: true
}
