// The pictures of every demo experience, cover first: what each shows, at which hour, from where, with what in
// front and in which colours. Every shot is drawn by scripts/generate-images.ts into
// public/media/experiences/<slug>.svg (the cover) and <slug>-2.svg, <slug>-3.svg …; tests/architecture/
// demo-pictures.test.ts keeps them at four or more per experience and never the same picture twice.
import type { Time } from './canvas'
import type { Foreground } from './foregrounds'
import type { View } from './render'
import type { PictureScene } from './scenes'

/** [scene, time, view = 'wide', foreground = 'none', palette = 0] */
export type ShotPlan = readonly [PictureScene, Time, View?, Foreground?, number?]

export const PICTURE_PLANS: Record<string, readonly ShotPlan[]> = {
  // Deira Desert Safari, Dubai and Abu Dhabi
  'dubai-evening-desert-safari': [
    ['desert-4x4', 'sunset'], ['desert-camp', 'dusk'], ['tanoura-dancer', 'night'], ['feast-table', 'night', 'wide', 'none', 0], ['desert-camels', 'golden', 'mirrored', 'none', 3],
  ],
  'dubai-morning-desert-safari': [
    ['sandboarding', 'day'], ['desert-camels', 'dawn', 'wide', 'people', 1], ['desert-4x4', 'day', 'mirrored', 'none', 1], ['desert-dunes', 'dawn', 'close', 'none', 2],
  ],
  'dubai-overnight-desert-camp': [
    ['desert-camp', 'night', 'wide', 'none', 1], ['milky-way', 'night'], ['desert-dunes', 'dawn', 'wide', 'people', 0], ['feast-table', 'dawn', 'wide', 'none', 2], ['arabic-coffee', 'dawn', 'wide', 'none', 1],
  ],
  'dubai-vip-private-desert-safari': [
    ['desert-4x4', 'golden', 'close', 'none', 2], ['desert-camp', 'dusk', 'close', 'lanterns', 3], ['arabic-coffee', 'dusk'], ['feast-table', 'dusk', 'close', 'none', 1], ['desert-dunes', 'sunset', 'mirrored', 'people', 3],
  ],
  'dubai-red-dunes-quad-bike': [
    ['desert-quads', 'day'], ['desert-quads', 'golden', 'close-mirrored', 'none', 2], ['desert-dunes', 'day', 'wide', 'none', 3], ['desert-quads', 'dawn', 'mirrored', 'people', 1],
  ],
  'dubai-dune-buggy-adventure': [
    ['dune-buggy', 'golden'], ['dune-buggy', 'day', 'close', 'none', 1], ['dune-buggy', 'sunset', 'mirrored', 'none', 2], ['desert-dunes', 'golden', 'wide', 'people', 1],
  ],
  'dubai-sunrise-camel-trek': [
    ['desert-camels', 'dawn'], ['desert-camels', 'day', 'close', 'none', 2], ['feast-table', 'day', 'wide', 'palms', 2], ['desert-dunes', 'dawn', 'mirrored', 'none', 1], ['arabic-coffee', 'day', 'close', 'none', 2],
  ],
  'dubai-marina-dhow-dinner-cruise': [
    ['dhow-cruise', 'night'], ['city-skyline', 'night', 'wide', 'railing'], ['feast-table', 'night', 'close', 'lanterns', 1], ['dhow-cruise', 'dusk', 'close', 'none', 2],
  ],
  'dubai-creek-dhow-dinner-cruise': [
    ['dhow-cruise', 'dusk', 'wide', 'none', 1], ['creek-souk', 'dusk'], ['creek-souk', 'night', 'close', 'none', 1], ['feast-table', 'dusk', 'wide', 'lanterns', 0],
  ],
  'dubai-hatta-mountain-tour': [
    ['mountain-lake', 'day'], ['mountain-road', 'golden'], ['heritage-village', 'day'], ['mountain-lake', 'dawn', 'close', 'none', 1],
  ],
  'abu-dhabi-city-tour-from-dubai': [
    ['white-mosque', 'day'], ['mosque-arcade', 'day'], ['white-mosque', 'night', 'close', 'none', 1], ['city-skyline', 'day', 'mirrored', 'none', 2], ['heritage-village', 'golden', 'mirrored', 'none', 1],
  ],
  'abu-dhabi-liwa-desert-safari': [
    ['desert-dunes', 'golden', 'wide', 'none', 1], ['oasis', 'day'], ['desert-4x4', 'day', 'wide', 'none', 3], ['oasis', 'sunset', 'mirrored', 'palms', 1],
  ],
  'dubai-falconry-desert-experience': [
    ['falcon', 'dawn'], ['falcon', 'day', 'wide', 'none', 1], ['arabic-coffee', 'golden', 'wide', 'none', 2], ['desert-dunes', 'day', 'wide', 'people', 2],
  ],
  'dubai-hot-air-balloon-desert': [
    ['desert-balloons', 'dawn'], ['desert-balloons', 'day', 'close', 'none', 1], ['desert-dunes', 'dawn', 'wide', 'none', 3], ['desert-camels', 'dawn', 'close-mirrored', 'none', 0], ['feast-table', 'day', 'close', 'none', 2],
  ],
  'dubai-airport-private-transfer': [
    ['airport-terminal', 'night'], ['airport-road', 'night'], ['arrivals-sign', 'day'], ['hotel-arrival', 'night'],
  ],
  'uae-tourist-visa-30-days': [
    ['passport-stamps', 'day'], ['visa-laptop', 'day'], ['plane-window', 'day'], ['city-skyline', 'dusk', 'wide', 'window'],
  ],
  'dubai-burj-khalifa-at-the-top': [
    ['tower-from-below', 'day'], ['city-from-above', 'golden', 'wide', 'window'], ['fountain-show', 'night'], ['burj-plaza', 'dusk'], ['city-from-above', 'night', 'close', 'window', 1],
  ],

  // Get That Boat: yachts and cruises in Bodrum, Antalya, Istanbul and Dubai
  'bodrum-private-yacht-charter': [
    ['yacht', 'day'], ['yacht-cove', 'day'], ['yacht-deck', 'day'], ['old-harbour', 'golden', 'wide', 'none', 1], ['speedboat-cove', 'golden', 'mirrored'],
  ],
  'bodrum-gulet-day-cruise': [
    ['gulet', 'day'], ['yacht-cove', 'golden', 'mirrored', 'none', 1], ['feast-table', 'day', 'wide', 'none', 1], ['old-harbour', 'day'],
  ],
  'bodrum-sunset-sailing-cruise': [
    ['gulet', 'sunset', 'wide', 'none', 1], ['gulet', 'golden', 'close', 'none', 2], ['old-harbour', 'dusk'], ['yacht-deck', 'sunset', 'wide', 'none', 1],
  ],
  'bodrum-blue-cruise-gokova': [
    ['gulet', 'day', 'mirrored', 'none', 3], ['yacht-cove', 'day', 'close', 'none', 2], ['gulet', 'night', 'wide', 'none', 0], ['feast-table', 'golden', 'close-mirrored', 'none', 1], ['gulet', 'dawn', 'close-mirrored', 'gulls', 1],
  ],
  'antalya-private-yacht-charter': [
    ['yacht', 'golden', 'wide', 'none', 1], ['waterfall-coast', 'day'], ['yacht-cove', 'dawn', 'wide', 'none', 0], ['yacht-deck', 'golden', 'close', 'none', 2],
  ],
  'antalya-kemer-pirate-boat-trip': [
    ['pirate-ship', 'day'], ['foam-party', 'day'], ['pirate-ship', 'golden', 'close', 'none', 1], ['speedboat-cove', 'day', 'wide', 'none', 2],
  ],
  'antalya-duden-waterfall-cruise': [
    ['waterfall-coast', 'golden', 'close'], ['waterfall-close', 'day'], ['old-harbour', 'day', 'mirrored', 'none', 1], ['gulet', 'day', 'wide', 'gulls', 2],
  ],
  'istanbul-bosphorus-private-yacht-sunset': [
    ['yacht', 'sunset', 'wide', 'none', 2], ['bosphorus-bridge', 'sunset'], ['maiden-tower', 'sunset'], ['yacht-deck', 'dusk', 'close', 'none', 0],
  ],
  'istanbul-bosphorus-dinner-cruise': [
    ['bosphorus-bridge', 'night', 'wide', 'none', 1], ['feast-table', 'night', 'wide', 'lanterns', 1], ['istanbul-skyline', 'night', 'close'], ['yacht', 'dusk', 'wide', 'gulls', 0],
  ],
  'dubai-marina-luxury-yacht': [
    ['yacht', 'day', 'mirrored', 'none', 2], ['city-skyline', 'golden', 'wide', 'railing', 1], ['yacht-deck', 'day', 'mirrored', 'none', 2], ['city-skyline', 'dusk', 'close', 'none', 0],
  ],
  'dubai-superyacht-private-event': [
    ['yacht', 'night', 'close', 'none', 1], ['yacht-deck', 'night', 'wide', 'lanterns'], ['city-skyline', 'night', 'mirrored', 'none', 2], ['feast-table', 'night', 'close', 'none', 0],
  ],
  'bodrum-luxury-catamaran-day-charter': [
    ['catamaran', 'day'], ['catamaran', 'golden', 'close', 'none', 1], ['yacht-cove', 'day', 'mirrored', 'none', 1], ['yacht-deck', 'golden', 'mirrored', 'none', 1],
  ],
  'antalya-kemer-speedboat-coves': [
    ['speedboat-cove', 'day', 'close', 'none', 1], ['speedboat-cove', 'dawn', 'wide', 'none', 0], ['yacht-cove', 'golden', 'close', 'none', 2], ['underwater', 'day', 'wide', 'none', 1],
  ],
  'istanbul-princes-islands-yacht-day': [
    ['princes-island', 'day'], ['yacht', 'day', 'close', 'gulls', 0], ['istanbul-skyline', 'day', 'wide', 'none', 1], ['princes-island', 'golden', 'close', 'none', 1],
  ],
  'bodrum-glass-bottom-boat-tour': [
    ['underwater', 'day'], ['underwater', 'day', 'close', 'none', 2], ['old-harbour', 'golden', 'close', 'none', 0], ['speedboat-cove', 'day', 'mirrored', 'gulls', 1],
  ],

  // Bosphorus Tours, Istanbul
  'istanbul-bosphorus-sightseeing-cruise': [
    ['bosphorus-bridge', 'day'], ['ferry-deck', 'day'], ['istanbul-skyline', 'golden', 'wide', 'gulls'], ['maiden-tower', 'day', 'wide', 'none', 1], ['bosphorus-bridge', 'golden', 'close', 'gulls', 1],
  ],
  'istanbul-old-city-walking-tour': [
    ['mosque-close', 'day'], ['cistern', 'day'], ['mosque-courtyard', 'day'], ['mosque-close', 'golden', 'wide', 'none', 1], ['galata-tower', 'day'],
  ],
  'istanbul-topkapi-palace-skip-the-line': [
    ['tiled-room', 'day'], ['mosque-courtyard', 'golden', 'wide', 'branches', 1], ['tiled-room', 'golden', 'close', 'none', 1], ['istanbul-skyline', 'day', 'wide', 'arch', 2],
  ],
  'istanbul-kadikoy-food-tour': [
    ['tea-glasses', 'day'], ['spice-stall', 'day', 'wide', 'none', 1], ['feast-table', 'day', 'mirrored', 'none', 1], ['ferry-deck', 'golden', 'mirrored', 'gulls'],
  ],
  'istanbul-whirling-dervish-ceremony': [
    ['dervish-hall', 'night'], ['dervish-hall', 'night', 'close', 'none', 1], ['galata-tower', 'dusk', 'wide', 'none', 1], ['mosque-close', 'night', 'wide', 'none', 2],
  ],
  'istanbul-grand-bazaar-spice-market-tour': [
    ['bazaar-lanterns', 'day'], ['spice-stall', 'day'], ['bazaar-lanterns', 'day', 'close', 'none', 1], ['painted-plates', 'day', 'wide', 'none', 0], ['tea-glasses', 'day', 'close', 'none', 1],
  ],

  // Cappadocia Balloons
  'cappadocia-sunrise-balloon-flight': [
    ['cappadocia-balloons', 'dawn'], ['balloon-basket', 'dawn'], ['balloon-inflating', 'dawn'], ['cappadocia-balloons', 'day', 'close', 'none', 2], ['cappadocia-valley', 'dawn', 'wide', 'people', 1],
  ],
  'cappadocia-deluxe-balloon-flight': [
    ['cappadocia-balloons', 'dawn', 'mirrored', 'none', 1], ['balloon-basket', 'day', 'wide', 'none', 1], ['cappadocia-balloons', 'golden', 'close-mirrored', 'none', 3], ['feast-table', 'dawn', 'close-mirrored', 'none', 2],
  ],
  'cappadocia-private-balloon-for-two': [
    ['balloon-basket', 'golden', 'close', 'none', 2], ['cappadocia-balloons', 'dawn', 'close', 'none', 4], ['uchisar-castle', 'dawn'], ['balloon-inflating', 'dawn', 'mirrored', 'none', 1],
  ],
  'cappadocia-red-tour': [
    ['uchisar-castle', 'day'], ['cappadocia-valley', 'golden'], ['pottery-studio', 'day'], ['cappadocia-valley', 'sunset', 'mirrored', 'people', 2],
  ],
  'cappadocia-green-tour': [
    ['underground-city', 'day'], ['canyon-river', 'day', 'wide', 'none', 1], ['cappadocia-valley', 'day', 'wide', 'none', 1], ['underground-city', 'day', 'close', 'none', 1],
  ],
  'cappadocia-sunset-atv-tour': [
    ['valley-quads', 'sunset'], ['valley-quads', 'golden', 'close', 'none', 1], ['cappadocia-valley', 'sunset', 'wide', 'none', 0], ['valley-quads', 'dusk', 'mirrored', 'none', 0],
  ],
  'cappadocia-horseback-riding': [
    ['valley-riders', 'golden'], ['valley-riders', 'dawn', 'mirrored', 'none', 1], ['cappadocia-balloons', 'dawn', 'wide', 'people', 5], ['cappadocia-valley', 'golden', 'close', 'none', 2],
  ],
  'cappadocia-avanos-pottery-workshop': [
    ['pottery-studio', 'day', 'close', 'none', 1], ['painted-plates', 'day', 'wide', 'none', 1], ['pottery-studio', 'day', 'wide', 'none', 2], ['painted-plates', 'day', 'close', 'none', 2],
  ],
  'cappadocia-cave-hotel-goreme': [
    ['cave-hotel', 'dawn'], ['cave-hotel', 'night', 'wide', 'none', 1], ['hotel-room', 'dawn'], ['feast-table', 'dawn', 'mirrored', 'none', 2], ['cappadocia-balloons', 'dawn', 'wide', 'railing', 1],
  ],
  'cappadocia-sunset-jeep-safari': [
    ['valley-jeep', 'sunset'], ['valley-jeep', 'golden', 'close', 'none', 1], ['cappadocia-valley', 'dusk', 'wide', 'people', 2], ['uchisar-castle', 'sunset', 'wide', 'none', 1],
  ],
  'cappadocia-balloon-and-red-tour-package': [
    ['cappadocia-balloons', 'dawn', 'wide', 'none', 2], ['cave-hotel', 'dawn', 'close', 'none', 2], ['uchisar-castle', 'golden', 'close', 'none', 2], ['pottery-studio', 'day', 'close-mirrored', 'none', 0], ['cave-hotel', 'dusk', 'mirrored', 'none', 0],
  ],

  // Bavaria Guides, Munich and Berlin
  'munich-neuschwanstein-castle-day-trip': [
    ['fairytale-castle', 'day'], ['castle-bridge', 'day'], ['alpine-lake', 'day'], ['fairytale-castle', 'golden', 'close', 'none', 1], ['alpine-village', 'day'],
  ],
  'munich-beer-and-food-tour': [
    ['beer-hall', 'night'], ['pretzel-beer', 'day'], ['munich-old-town', 'dusk'], ['beer-garden', 'golden'], ['feast-table', 'golden', 'wide', 'none', 3],
  ],
  'munich-old-town-walking-tour': [
    ['town-hall', 'day'], ['munich-old-town', 'golden', 'wide', 'none', 1], ['town-hall', 'golden', 'close', 'none', 1], ['beer-garden', 'day', 'mirrored', 'none', 1],
  ],
  'munich-dachau-memorial-tour': [
    ['memorial-birches', 'day'], ['memorial-gate', 'day'], ['memorial-stone', 'day'], ['memorial-birches', 'day', 'close', 'none', 1],
  ],
  'munich-bmw-museum-tickets': [
    ['car-museum', 'day'], ['car-museum', 'night', 'close', 'none', 1], ['car-museum', 'golden', 'mirrored', 'none', 2], ['museum-hall', 'day', 'wide', 'none', 2],
  ],
  'munich-airport-private-transfer': [
    ['airport-terminal', 'day'], ['airport-road', 'day', 'wide', 'none', 1], ['arrivals-sign', 'day', 'close', 'none', 1], ['hotel-arrival', 'dusk', 'wide', 'none', 1],
  ],
  'munich-bavarian-alps-3-day-package': [
    ['alpine-village', 'golden', 'wide', 'none', 1], ['cable-car', 'day'], ['alpine-lake', 'dawn', 'wide', 'none', 1], ['fairytale-castle', 'dusk', 'wide', 'none', 2], ['alpine-lake', 'golden', 'mirrored', 'branches', 2],
  ],
  'munich-salzburg-day-trip': [
    ['salzburg-old-town', 'day'], ['fortress-river', 'golden'], ['fortress-river', 'dusk', 'close', 'none', 1], ['alpine-lake', 'day', 'close', 'none', 2],
  ],
  'berlin-wall-cold-war-tour': [
    ['wall-murals', 'day'], ['checkpoint', 'day'], ['brandenburg-gate', 'day'], ['berlin-skyline', 'golden'],
  ],
  'berlin-reichstag-government-quarter-tour': [
    ['reichstag-dome', 'day'], ['brandenburg-gate', 'dusk', 'wide', 'none', 1], ['reichstag-dome', 'sunset', 'close', 'none', 1], ['spree-river', 'day', 'wide', 'none', 1],
  ],
  'berlin-spree-river-cruise': [
    ['spree-river', 'golden'], ['spree-river', 'dusk', 'close', 'none', 0], ['berlin-skyline', 'day', 'wide', 'railing', 1], ['museum-columns', 'day', 'wide', 'railing', 1],
  ],
  'berlin-museum-island-pass': [
    ['museum-columns', 'day'], ['museum-hall', 'day'], ['museum-columns', 'golden', 'close', 'none', 2], ['museum-hall', 'day', 'close', 'none', 1],
  ],
  'berlin-kreuzberg-street-art-tour': [
    ['street-art', 'day'], ['wall-murals', 'golden', 'close', 'none', 1], ['street-art', 'day', 'close', 'none', 2], ['spree-river', 'sunset', 'mirrored', 'none', 0],
  ],
  'berlin-potsdam-sanssouci-day-trip': [
    ['palace-gardens', 'day'], ['palace-fountain', 'day'], ['palace-gardens', 'golden', 'close', 'none', 2], ['palace-fountain', 'golden', 'wide', 'branches', 1],
  ],
  'berlin-christmas-markets-evening-tour': [
    ['christmas-market', 'night'], ['mulled-wine', 'night'], ['christmas-market', 'dusk', 'close', 'none', 1], ['berlin-skyline', 'night', 'wide', 'none', 1],
  ],

  // Lycian Family Adventures, Antalya
  'antalya-kaleici-old-town-tour': [
    ['clock-tower-street', 'day'], ['roman-gate', 'day'], ['old-harbour', 'sunset', 'wide', 'none', 1], ['clock-tower-street', 'dusk', 'close', 'none', 1],
  ],
  'antalya-koprulu-canyon-rafting': [
    ['raft-close', 'day'], ['canyon-river', 'golden'], ['raft-close', 'golden', 'mirrored', 'none', 1], ['canyon-river', 'day', 'close', 'none', 2],
  ],
  'antalya-pamukkale-day-trip': [
    ['travertine-terraces', 'day'], ['ancient-theatre', 'day'], ['travertine-terraces', 'sunset', 'close', 'none', 1], ['roman-gate', 'golden', 'wide', 'none', 1],
  ],

  // Pera Private, Istanbul
  'istanbul-historic-hammam-experience': [
    ['hammam-dome', 'day'], ['hammam-basin', 'day'], ['hammam-dome', 'day', 'close', 'none', 1], ['tea-glasses', 'day', 'wide', 'none', 2],
  ],
  'istanbul-airport-private-transfer': [
    ['airport-road', 'golden', 'wide', 'none', 2], ['airport-terminal', 'golden', 'wide', 'none', 1], ['arrivals-sign', 'day', 'mirrored'], ['bosphorus-bridge', 'dusk', 'wide', 'window'],
  ],
  'turkey-e-visa-assistance': [
    ['visa-laptop', 'day', 'wide', 'none', 1], ['passport-stamps', 'day', 'wide', 'none', 1], ['plane-window', 'sunset'], ['istanbul-skyline', 'dawn', 'wide', 'window', 1],
  ],
  'istanbul-cappadocia-3-day-package': [
    ['cappadocia-balloons', 'dawn', 'mirrored', 'none', 3], ['mosque-close', 'sunset', 'wide', 'none', 0], ['cave-hotel', 'golden', 'wide', 'none', 1], ['plane-window', 'dawn', 'wide', 'none', 1], ['bazaar-lanterns', 'day', 'wide', 'none', 2],
  ],
  'istanbul-sultanahmet-boutique-hotel': [
    ['boutique-hotel', 'dusk'], ['hotel-room', 'day', 'wide', 'none', 1], ['boutique-hotel', 'day', 'close', 'none', 1], ['feast-table', 'day', 'wide', 'branches', 2], ['mosque-close', 'dawn', 'wide', 'window', 0],
  ],
}
