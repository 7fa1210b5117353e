// The scene names the experience seeds' old `scenes` field is typed with. The pictures no longer come from that
// field but from drizzle/seed/images/plans.ts; this list stays only until the field is removed from the seeds.
export const SCENE_KEYS = [
  'desert-sunset', 'desert-morning', 'desert-camp', 'desert-quads', 'desert-camels', 'desert-balloons',
  'dhow-marina', 'dhow-creek', 'yacht-day', 'yacht-sunset', 'yacht-night', 'sailboat-day', 'sailboat-sunset',
  'speedboat-cove', 'dubai-skyline', 'white-mosque', 'mountain-lake', 'alpine-lake', 'cappadocia-balloons',
  'cappadocia-valley', 'istanbul-skyline', 'bosphorus-bridge', 'bazaar-lanterns', 'hammam-dome', 'dervish-hall',
  'canyon-river', 'travertine-terraces', 'old-harbour', 'waterfall-coast', 'fairytale-castle', 'munich-old-town',
  'salzburg-old-town', 'beer-hall', 'berlin-skyline', 'wall-murals', 'spree-river', 'museum-columns',
  'christmas-market', 'airport-road', 'passport-stamps', 'boutique-hotel', 'cave-hotel', 'pottery-studio',
  'memorial-birches', 'palace-gardens',
] as const

export type SceneKey = (typeof SCENE_KEYS)[number]
