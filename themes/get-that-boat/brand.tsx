// The tenant's logo, or an anchor badge beside its name in wide capitals (on two lines on the narrowest
// phones rather than cut short).
import { Anchor, Brand as KitLogo } from '../kit'
import type { PublicTenant } from '../contract'

export function Brand({ tenant }: { tenant: PublicTenant }) {
  return (
    <KitLogo tenant={tenant} logo={{ className: 'h-9 w-auto', width: 144, height: 36 }}>
      <span className="flex min-w-0 items-center gap-2.5">
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-accent-fg">
          <Anchor className="size-5" strokeWidth={2.25} />
        </span>
        <span className="line-clamp-2 font-heading text-sm font-extrabold uppercase leading-tight tracking-[0.12em] text-white sm:truncate sm:whitespace-nowrap xl:overflow-visible sm:text-lg sm:leading-none sm:tracking-[0.14em]">
          {tenant.name}
        </span>
      </span>
    </KitLogo>
  )
}
