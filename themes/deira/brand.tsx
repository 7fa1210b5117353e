// The tenant's logo, or its name set in Playfair capitals between two gold rules.
import type { PublicTenant } from '../contract'
import { Brand as KitLogo } from '../kit'

export function Brand({ tenant, large = false }: { tenant: PublicTenant; large?: boolean }) {
  return (
    <KitLogo tenant={tenant} logo={{ className: large ? 'h-14 w-auto' : 'h-10 w-auto lg:h-12', width: 224, height: 56 }}>
      <span className="flex flex-col items-center gap-1 text-center leading-none">
        <span className={`font-heading font-semibold uppercase tracking-[0.16em] text-primary-fg ${large ? 'text-2xl sm:text-3xl' : 'text-base sm:text-xl'}`}>
          {tenant.name}
        </span>
        <span aria-hidden className="flex w-full items-center gap-2">
          <span className="h-px flex-1 bg-accent/70" />
          <span className="size-1.5 rotate-45 bg-accent" />
          <span className="h-px flex-1 bg-accent/70" />
        </span>
      </span>
    </KitLogo>
  )
}
