// The desert profile's practical texts in Russian, Turkish and German (see long-texts.ts).
import type { TranslatedLongTexts } from './profile-type'

export const desert: TranslatedLongTexts = {
  ru: {
    includes: ['Трансфер из отеля и обратно на внедорожнике 4x4', 'Питьевая вода и безалкогольные напитки', 'Арабский кофе, чай и финики в лагере', 'Профессиональный водитель-гид и персонал лагеря'],
    excludes: ['Алкогольные напитки', 'Чаевые водителю', 'Квадроциклы, если они не заказаны дополнительно'],
    itinerary: [
      { title: 'Трансфер из отеля', description: 'Водитель забирает вас из отеля {inCity} на внедорожнике Land Cruiser.' },
      { title: 'В дюны', description: 'На краю пустыни водители спускают шины, и колонна уходит в дюны.' },
      { title: 'Лагерь в пустыне', description: 'Отдых в лагере в бедуинском стиле с угощением и традиционными развлечениями.' },
      { title: 'Возвращение', description: 'Водитель отвозит вас обратно в отель.' },
    ],
    knowBeforeYouGo: [
      'Катание по дюнам не рекомендуется беременным и людям с заболеваниями спины или сердца.',
      'Время трансфера может сдвинуться до 30 минут из-за пробок; водитель напишет вам.',
      'Дети до 3 лет едут бесплатно на коленях у взрослого, но их нужно указать при бронировании.',
    ],
    whatToBring: ['Солнцезащитные очки', 'Закрытую обувь или сандалии, которые не жалко наполнить песком', 'Лёгкую куртку на вечер, если едете зимой'],
    meetingPoint: 'Трансфер из отелей и апартаментов в центре города {city}.',
    locationDescription: 'Красные дюны пустынь Лахбаб и Аль-Авир, примерно в 45 минутах от центра города {city}.',
  },
  tr: {
    includes: ['4x4 araçla otelden alış ve otele bırakış', 'Şişe su ve alkolsüz içecekler', 'Kampta Arap kahvesi, çay ve hurma', 'Profesyonel çöl şoförü ve kamp ekibi'],
    excludes: ['Alkollü içecekler', 'Şoför için bahşiş', 'Ekstra olarak ayırtılmadıkça ATV yükseltmeleri'],
    itinerary: [
      { title: 'Otelden alış', description: "Şoförünüz sizi {inCity} otelinizden 4x4 Land Cruiser ile alır." },
      { title: 'Kum tepelerine', description: 'Çölün kenarında lastiklerin havası indirilir ve konvoy kum tepelerine doğru yola çıkar.' },
      { title: 'Çöl kampı', description: 'İkramlar ve geleneksel etkinliklerle Bedevi tarzı bir kampta vakit geçirin.' },
      { title: 'Dönüş', description: 'Şoför sizi otelinize geri bırakır.' },
    ],
    knowBeforeYouGo: [
      'Kum tepesi sürüşü hamileler ile bel veya kalp rahatsızlığı olanlara önerilmez.',
      'Alış saatleri trafiğe göre 30 dakikaya kadar değişebilir; şoförünüz size mesaj atar.',
      '3 yaşından küçük çocuklar bir yetişkinin kucağında ücretsiz gelir, ancak rezervasyonda belirtilmelidir.',
    ],
    whatToBring: ['Güneş gözlüğü', 'Kapalı ayakkabı ya da içine kum dolmasına aldırmayacağınız sandalet', 'Kış aylarında akşam için ince bir ceket'],
    meetingPoint: '{city} merkezindeki otel ve rezidanslardan alış.',
    locationDescription: "Lahbab ve Al Awir çölünün kızıl kum tepeleri, {city} merkezine yaklaşık 45 dakika.",
  },
  de: {
    includes: ['Abholung am Hotel und Rückfahrt im Geländewagen (4x4)', 'Wasser und Softdrinks', 'Arabischer Kaffee, Tee und Datteln im Camp', 'Professioneller Wüstenfahrer und Camp-Team'],
    excludes: ['Alkoholische Getränke', 'Trinkgeld für den Fahrer', 'Quad-Upgrades, sofern nicht als Extra gebucht'],
    itinerary: [
      { title: 'Abholung am Hotel', description: 'Ihr Fahrer holt Sie an Ihrem Hotel {inCity} im 4x4-Land-Cruiser ab.' },
      { title: 'In die Dünen', description: 'Am Wüstenrand wird Luft aus den Reifen gelassen, dann fährt der Konvoi in die Dünen.' },
      { title: 'Wüstencamp', description: 'Zeit in einem Camp im Beduinenstil mit Erfrischungen und traditionellen Aktivitäten.' },
      { title: 'Rückfahrt', description: 'Der Fahrer bringt Sie zurück zu Ihrem Hotel.' },
    ],
    knowBeforeYouGo: [
      'Dünenfahrten sind für Schwangere und Menschen mit Rücken- oder Herzbeschwerden nicht zu empfehlen.',
      'Die Abholzeit kann sich je nach Verkehr um bis zu 30 Minuten verschieben; Ihr Fahrer schreibt Ihnen.',
      'Kinder unter 3 Jahren fahren kostenlos auf dem Schoß eines Erwachsenen mit, müssen bei der Buchung aber angegeben werden.',
    ],
    whatToBring: ['Sonnenbrille', 'Geschlossene Schuhe oder Sandalen, in die ruhig Sand darf', 'Im Winter eine leichte Jacke für den Abend'],
    meetingPoint: 'Abholung an Hotels und Apartments im Zentrum von {city}.',
    locationDescription: 'Die roten Dünen der Wüsten Lahbab und Al Awir, etwa 45 Minuten vom Zentrum von {city} entfernt.',
  },
}
