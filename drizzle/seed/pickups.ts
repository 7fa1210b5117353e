// Where drivers collect travellers in each city, for experiences that include a pickup.
type PickupSeed = { name: string; address: string; latitude: number; longitude: number }

export const CITY_PICKUPS: Record<string, PickupSeed[]> = {
  dubai: [
    { name: 'Dubai Marina', address: 'Marina Mall main entrance, Sheikh Zayed Road', latitude: 25.0766, longitude: 55.1396 },
    { name: 'Downtown Dubai', address: 'Dubai Mall, Fashion Avenue entrance', latitude: 25.1985, longitude: 55.2796 },
    { name: 'Deira', address: 'Al Ghurair Centre, Al Rigga Road', latitude: 25.2677, longitude: 55.3177 },
    { name: 'Jumeirah Beach Residence', address: 'The Walk, JBR, near Hilton Dubai', latitude: 25.0781, longitude: 55.1345 },
  ],
  'abu-dhabi': [
    { name: 'Corniche', address: 'Corniche Road West, near the Marina Mall', latitude: 24.4764, longitude: 54.3213 },
    { name: 'Yas Island', address: 'Yas Mall, north entrance', latitude: 24.4886, longitude: 54.6078 },
  ],
  istanbul: [
    { name: 'Sultanahmet', address: 'Sultanahmet Tram Stop, Divanyolu Caddesi', latitude: 41.0058, longitude: 28.9768 },
    { name: 'Taksim', address: 'Taksim Square, in front of the AKM', latitude: 41.0369, longitude: 28.9857 },
    { name: 'Beşiktaş', address: 'Beşiktaş Pier, Barbaros Bulvarı', latitude: 41.0422, longitude: 29.0067 },
  ],
  cappadocia: [
    { name: 'Göreme', address: 'Göreme Bus Station, Müze Caddesi', latitude: 38.6431, longitude: 34.8289 },
    { name: 'Uçhisar', address: 'Uçhisar Castle car park', latitude: 38.63, longitude: 34.8056 },
    { name: 'Ürgüp', address: 'Cumhuriyet Meydanı, Ürgüp', latitude: 38.6303, longitude: 34.9117 },
  ],
  antalya: [
    { name: 'Kaleiçi', address: 'Hadrian\'s Gate, Atatürk Caddesi', latitude: 36.8858, longitude: 30.7084 },
    { name: 'Lara', address: 'Lara Beach hotels, Lara Caddesi', latitude: 36.8518, longitude: 30.8565 },
    { name: 'Konyaaltı', address: 'Konyaaltı Beach Park, Akdeniz Bulvarı', latitude: 36.8631, longitude: 30.6372 },
  ],
  bodrum: [
    { name: 'Bodrum Marina', address: 'Milta Bodrum Marina, Neyzen Tevfik Caddesi', latitude: 37.0345, longitude: 27.4239 },
    { name: 'Gümbet', address: 'Gümbet Beach, Adnan Menderes Caddesi', latitude: 37.0311, longitude: 27.4107 },
  ],
  berlin: [
    { name: 'Alexanderplatz', address: 'World Clock, Alexanderplatz', latitude: 52.5215, longitude: 13.4133 },
    { name: 'Berlin Hauptbahnhof', address: 'Main station, Europaplatz exit', latitude: 52.5251, longitude: 13.3694 },
  ],
  munich: [
    { name: 'Munich Hauptbahnhof', address: 'Main station, Bayerstraße exit', latitude: 48.1402, longitude: 11.5586 },
    { name: 'Karlsplatz (Stachus)', address: 'Karlstor, Karlsplatz', latitude: 48.1391, longitude: 11.5658 },
  ],
}

/** Arrival halls for transfers. */
export const AIRPORT_PICKUPS: Record<string, PickupSeed> = {
  dubai: { name: 'Dubai International Airport (DXB)', address: 'Terminal 3 arrivals, meeting point B', latitude: 25.2532, longitude: 55.3657 },
  istanbul: { name: 'Istanbul Airport (IST)', address: 'International arrivals, meeting point 8', latitude: 41.2753, longitude: 28.7519 },
  munich: { name: 'Munich Airport (MUC)', address: 'Terminal 2 arrivals, central meeting point', latitude: 48.3538, longitude: 11.7861 },
}
