// The transparent layout takes the default theme's options as they are (heroImage fills its full-bleed hero).
export { optionsSchema, type DefaultThemeOptions as TransparentThemeOptions } from '../default/options'
