// The tenant's logo, or an anchor badge beside its name in wide capitals.
import { Anchor } from 'lucide-react'
import type { PublicTenant } from '../contract'

export function Brand({ tenant }: { tenant: PublicTenant }) {
  if (tenant.branding.logo) {
    return <img src={tenant.branding.logo} alt={tenant.name} className="h-9 w-auto" height={36} />
  }
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-accent-fg">
        <Anchor className="size-5" strokeWidth={2.25} />
      </span>
      <span className="truncate whitespace-nowrap font-heading text-sm font-extrabold uppercase leading-none tracking-[0.12em] text-white sm:text-lg sm:tracking-[0.14em]">
        {tenant.name}
      </span>
    </span>
  )
}
