// A native <select> with the kit's chevron instead of the browser's (decision 062's switchers have the same): the
// control, its keyboard, screen reader and phone picker stay the system's; only the arrow is drawn, in the theme's
// muted ink, so the sort, the pickup point and the checkout's selects look alike in every browser and layout.
import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { cx } from '../../themes/kit/cx'
import { ChevronDown } from './icons'

type Props = ComponentPropsWithoutRef<'select'> & {
  /** The wrapper's classes: its place in the layout (a margin, a width), which the select itself fills. */
  wrapperClassName?: string
}

export const SelectControl = forwardRef<HTMLSelectElement, Props>(function SelectControl({ className, wrapperClassName, children, ...props }, ref) {
  return (
    <span className={cx('relative block', wrapperClassName)} data-select-control>
      <select ref={ref} {...props} className={cx(className, 'w-full appearance-none pr-9')}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
    </span>
  )
})
