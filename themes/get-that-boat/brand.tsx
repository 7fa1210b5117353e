// The tenant's logo, or an anchor badge beside its name in wide capitals (on two lines on the narrowest
// phones rather than cut short).
import { Anchor } from 'lucide-react'
import { ResponsiveImage } from '~/components/responsive-image'
import type { PublicTenant } from '../contract'

export function Brand({ tenant }: { tenant: PublicTenant }) {
  if (tenant.branding.logo) {
    return <ResponsiveImage src={tenant.branding.logo} alt={tenant.name} className="h-9 w-auto" width={144} height={36} sizes="144px" fit="inside" placeholder={false} priority />
  }
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-accent-fg">
        <Anchor className="size-5" strokeWidth={2.25} />
      </span>
      <span className="line-clamp-2 font-heading text-sm font-extrabold uppercase leading-tight tracking-[0.12em] text-white sm:truncate sm:whitespace-nowrap sm:text-lg sm:leading-none sm:tracking-[0.14em]">
        {tenant.name}
      </span>
    </span>
  )
}
