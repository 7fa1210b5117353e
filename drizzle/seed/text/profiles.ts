// Every profile by key.
import type { Profile, ProfileKey } from './profile-type'
import { ceremony, coachTrip, daytrip, foodWalk, hammam, memorial, ticket, walk, workshop } from './profiles-city'
import { adventure, balloon, balloonDubai, desert, desertMorning, horse, jeep, liwa, overnight, rafting } from './profiles-outdoor'
import { blueCruise, dayBoat, dinnerCruise, sunsetSail, water, yacht, yachtEvening } from './profiles-sea'
import { hotel, pkg, transfer, visa } from './profiles-service'

export const PROFILES: Record<ProfileKey, Profile> = {
  desert,
  'desert-morning': desertMorning,
  overnight,
  liwa,
  adventure,
  horse,
  jeep,
  rafting,
  balloon,
  'balloon-dubai': balloonDubai,
  water,
  'dinner-cruise': dinnerCruise,
  'day-boat': dayBoat,
  'sunset-sail': sunsetSail,
  'blue-cruise': blueCruise,
  yacht,
  'yacht-evening': yachtEvening,
  walk,
  'food-walk': foodWalk,
  memorial,
  daytrip,
  'coach-trip': coachTrip,
  ticket,
  ceremony,
  hammam,
  workshop,
  transfer,
  visa,
  hotel,
  package: pkg,
}
