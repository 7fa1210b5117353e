// Every profile by key.
import type { Profile, ProfileKey } from './profile-type'
import { culture, daytrip, ticket, walk } from './profiles-city'
import { adventure, balloon, desert, water, yacht } from './profiles-outdoor'
import { hotel, pkg, transfer, visa } from './profiles-service'

export const PROFILES: Record<ProfileKey, Profile> = {
  desert,
  adventure,
  balloon,
  water,
  yacht,
  walk,
  daytrip,
  ticket,
  culture,
  transfer,
  visa,
  hotel,
  package: pkg,
}
