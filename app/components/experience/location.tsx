// Where it happens: the place, the meeting point, pickup points, and a plain OpenStreetMap link (no map tiles).
import { MapPin, ExternalLink, Navigation } from '../icons'
import { useTranslation } from 'react-i18next'
import type { ExperiencePageData } from '~/pages/experience-page.server'
import { ExperienceSection } from './sections'

export function ExperienceLocation({ location }: { location: ExperiencePageData['location'] }) {
  const { t } = useTranslation()
  if (!location.description && !location.meetingPoint && !location.map && location.pickupPoints.length === 0) return null
  return (
    <ExperienceSection id="location" title={t('experience.location')}>
      {location.description ? <p className="text-ink">{location.description}</p> : null}
      {location.meetingPoint ? (
        <p className="mt-3 flex gap-2">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <span className="font-semibold text-ink">{t('experience.meetingPoint')}: </span>
            {location.meetingPoint}
          </span>
        </p>
      ) : null}
      {location.map ? <MapLink href={location.map} label={t('experience.showOnMap')} /> : null}
      {location.pickupPoints.length ? (
        <div className="mt-5">
          <h3 className="font-semibold text-ink">{t('experience.pickupPoints')}</h3>
          <ul className="mt-2 divide-y divide-line rounded-card border border-line">
            {location.pickupPoints.map((p) => (
              <li key={p.name} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm">
                <span className="flex gap-2">
                  <Navigation aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span>
                    <span className="font-medium text-ink">{p.name}</span>
                    <span className="block text-muted">{p.address}</span>
                    <span className="block text-xs text-muted">{p.note}</span>
                  </span>
                </span>
                {p.map ? <MapLink href={p.map} label={t('experience.showOnMap')} small /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ExperienceSection>
  )
}

function MapLink({ href, label, small = false }: { href: string; label: string; small?: boolean }) {
  const { t } = useTranslation()
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={t('experience.mapHint')}
      className={`inline-flex items-center gap-1.5 rounded-control border border-line font-medium text-primary hover:border-primary ${
        small ? 'px-2 py-1 text-xs' : 'mt-3 px-3 py-2 text-sm'
      }`}
    >
      <MapPin aria-hidden className="size-4" /> {label}
      <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only"> ({t('experience.mapHint')})</span>
    </a>
  )
}
