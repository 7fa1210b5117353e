// The tenant's loaded theme, with app defaults for the slots it does not override.
import type { ThemeSlots } from '../../themes/contract'
import { themes } from '../../themes/index'
import { KitExperienceCard as ExperienceCard, KitHero as Hero } from '../../themes/kit'
import { useRootData } from '~/hooks/root-data'

export function useThemeSlots(): Pick<ThemeSlots<unknown>, 'Hero' | 'ExperienceCard'> & { options: unknown } {
  const root = useRootData()
  const theme = root ? themes.get(root.theme.id) : null
  return {
    Hero: theme?.slots?.Hero ?? Hero,
    ExperienceCard: theme?.slots?.ExperienceCard ?? ExperienceCard,
    options: root?.theme.options ?? {},
  }
}

