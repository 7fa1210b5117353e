// Draws any scene as a standalone SVG. The same (scene, key) always gives the same bytes.
import { Canvas } from './canvas'
import type { SceneKey } from './scene-keys'
import * as desert from './scenes-desert'
import * as europe from './scenes-europe'
import * as sea from './scenes-sea'
import * as turkey from './scenes-turkey'

type Draw = (c: Canvas) => void

const SCENES: Record<SceneKey, Draw> = {
  'desert-sunset': desert.desertScene('sunset'),
  'desert-morning': desert.desertScene('dawn'),
  'desert-camp': desert.desertCamp,
  'desert-quads': desert.desertQuads,
  'desert-camels': desert.desertCamels,
  'desert-balloons': desert.desertBalloons,
  'dubai-skyline': desert.dubaiSkyline('night'),
  'white-mosque': desert.whiteMosque,
  'mountain-lake': desert.mountainLake(false),
  'alpine-lake': desert.mountainLake(true),
  'dhow-marina': sea.dhowScene(true),
  'dhow-creek': sea.dhowScene(false),
  'yacht-day': sea.yachtScene('day'),
  'yacht-sunset': sea.yachtScene('sunset'),
  'yacht-night': sea.yachtScene('night'),
  'sailboat-day': sea.sailboatScene('day'),
  'sailboat-sunset': sea.sailboatScene('sunset'),
  'speedboat-cove': sea.speedboatCove,
  'bosphorus-bridge': sea.bosphorusBridge,
  'istanbul-skyline': sea.istanbulSkyline,
  'old-harbour': sea.oldHarbour,
  'waterfall-coast': sea.waterfallCoast,
  'spree-river': sea.spreeRiver,
  'cappadocia-balloons': turkey.cappadociaBalloons,
  'cappadocia-valley': turkey.cappadociaValley,
  'cave-hotel': turkey.caveHotel,
  'bazaar-lanterns': turkey.bazaarLanterns,
  'hammam-dome': (c) => turkey.hammamDome(c, false),
  'dervish-hall': (c) => turkey.hammamDome(c, true),
  'canyon-river': turkey.canyonRiver,
  'travertine-terraces': turkey.travertineTerraces,
  'pottery-studio': turkey.potteryStudio,
  'boutique-hotel': turkey.boutiqueHotel,
  'fairytale-castle': europe.fairytaleCastle,
  'munich-old-town': europe.munichOldTown,
  'salzburg-old-town': europe.salzburgOldTown,
  'beer-hall': europe.beerHall,
  'berlin-skyline': europe.berlinSkyline,
  'wall-murals': europe.wallMurals,
  'museum-columns': europe.museumColumns,
  'christmas-market': europe.christmasMarket,
  'memorial-birches': europe.memorialBirches,
  'palace-gardens': europe.palaceGardens,
  'airport-road': europe.airportRoad,
  'passport-stamps': europe.passportStamps,
}

/** `key` seeds the randomness, so two experiences with the same scene still get different pictures. */
export function renderScene(scene: SceneKey, key: string, title: string): string {
  const canvas = new Canvas(key)
  SCENES[scene](canvas)
  return canvas.svg(title)
}

/** The files the seed refers to: `<slug>.svg` (cover) and `<slug>-2.svg` (gallery). */
export function experienceImages(experience: { slug: string; scenes: [SceneKey, SceneKey] }) {
  return [
    { name: experience.slug, scene: experience.scenes[0] },
    { name: `${experience.slug}-2`, scene: experience.scenes[1] },
  ]
}
