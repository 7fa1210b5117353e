// The tenant's logo when it has one, otherwise its name set as a wordmark.
import { ResponsiveImage } from '~/components/responsive-image'
import type { PublicTenant } from '../contract'

export function Brand({ tenant, size = 'md' }: { tenant: PublicTenant; size?: 'sm' | 'md' }) {
  if (tenant.branding.logo) {
    return (
      <ResponsiveImage
        src={tenant.branding.logo}
        alt={tenant.name}
        className={size === 'sm' ? 'h-7 w-auto' : 'h-9 w-auto'}
        width={144}
        height={36}
        sizes="144px"
        fit="inside"
        placeholder={false}
        priority
      />
    )
  }
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden className="grid size-8 place-items-center rounded-control bg-primary font-heading text-base font-extrabold text-primary-fg">
        {tenant.name.trim().charAt(0).toUpperCase()}
      </span>
      <span className={`font-heading font-extrabold tracking-tight text-ink ${size === 'sm' ? 'text-lg' : 'text-xl'}`}>
        {tenant.name}
      </span>
    </span>
  )
}
