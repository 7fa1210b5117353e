// Highlight phrases for the Emirates: desert, mountains and city sights.
import { t4 } from './t4'

export const DESERT_HIGHLIGHTS = {
  'dune-bashing': t4("Dune bashing over the red sands in a 4x4 Land Cruiser", "Джип-сафари по красным дюнам на Land Cruiser 4x4", "4x4 Land Cruiser ile kızıl kumullarda dune bashing", "Dune Bashing über rote Sanddünen im 4x4 Land Cruiser"),
  'sunset-dunes': t4("Sunset photo stop on top of the highest dune", "Фотостоп на закате на вершине самой высокой дюны", "En yüksek kumulun tepesinde gün batımı fotoğraf molası", "Fotostopp bei Sonnenuntergang auf der höchsten Düne"),
  'bbq-dinner': t4("Barbecue buffet dinner with grilled meats and vegetarian dishes", "Ужин-барбекю: мясо на гриле и вегетарианские блюда", "Izgara etler ve vejetaryen yemeklerle açık büfe barbekü akşam yemeği", "Grillbuffet mit Fleisch und vegetarischen Gerichten"),
  'live-shows': t4("Tanoura, belly dance and fire shows at the camp", "Шоу танура, танец живота и огненное шоу в лагере", "Kampta tanura, oryantal dans ve ateş gösterisi", "Tanoura-, Bauchtanz- und Feuershow im Camp"),
  'camel-ride': t4("Short camel ride and sandboarding on the dunes", "Катание на верблюде и сэндбординг на дюнах", "Kumullarda kısa deve turu ve kum sörfü", "Kurzer Kamelritt und Sandboarding auf den Dünen"),
  'henna-coffee': t4("Henna painting, Arabic coffee and fresh dates", "Роспись хной, арабский кофе и свежие финики", "Kına yapımı, Arap kahvesi ve taze hurma", "Henna-Bemalung, arabischer Kaffee und frische Datteln"),
  'sandboarding': t4("Sandboarding lesson on the soft morning dunes", "Урок сэндбординга на утренних дюнах", "Sabah kumullarında kum sörfü dersi", "Sandboarding-Stunde auf den Dünen am Morgen"),
  'quad-ride': t4("Ride your own quad bike through the open desert", "Поездка на собственном квадроцикле по открытой пустыне", "Açık çölde kendi ATV'nizle sürüş", "Mit dem eigenen Quad durch die offene Wüste"),
  'safety-briefing': t4("Safety briefing, helmet and goggles provided", "Инструктаж по технике безопасности, шлем и очки", "Güvenlik brifingi, kask ve gözlük verilir", "Sicherheitseinweisung, Helm und Schutzbrille inklusive"),
  'buggy-drive': t4("Drive a 1000cc dune buggy with a guide leading the convoy", "Управление багги 1000 куб. см в колонне за гидом", "Rehber eşliğinde konvoy halinde 1000cc dune buggy sürüşü", "Fahren Sie einen 1000-ccm-Dünenbuggy im Konvoi hinter dem Guide"),
  'sunrise-desert': t4("Watch the sun rise over the silent desert", "Встреча рассвета в тихой пустыне", "Sessiz çölde gün doğumunu izleyin", "Sonnenaufgang über der stillen Wüste erleben"),
  'bedouin-breakfast': t4("Traditional breakfast at a Bedouin-style camp", "Традиционный завтрак в лагере бедуинов", "Bedevi tarzı kampta geleneksel kahvaltı", "Traditionelles Frühstück in einem Beduinen-Camp"),
  'falcon-handling': t4("Hold a trained falcon and watch it hunt the lure", "Подержите обученного сокола и посмотрите на его охоту", "Eğitimli bir şahini elinize alın ve avlanışını izleyin", "Halten Sie einen abgerichteten Falken und sehen Sie ihn jagen"),
  'stargazing': t4("Sleep under the stars in a private tent", "Ночь под звёздами в отдельной палатке", "Özel bir çadırda yıldızların altında uyuyun", "Übernachtung unter dem Sternenhimmel im eigenen Zelt"),
  'hatta-kayak': t4("Kayak on the turquoise Hatta Dam", "Каякинг по бирюзовому озеру плотины Хатта", "Turkuaz Hatta Barajı'nda kano", "Kajakfahren auf dem türkisfarbenen Hatta-Stausee"),
  'heritage-village': t4("Walk through the restored Hatta Heritage Village", "Прогулка по отреставрированной деревне Хатта", "Restore edilmiş Hatta Miras Köyü'nde yürüyüş", "Spaziergang durch das restaurierte Hatta Heritage Village"),
  'grand-mosque': t4("Guided visit to the Sheikh Zayed Grand Mosque", "Экскурсия по Большой мечети шейха Зайда", "Şeyh Zayed Ulu Camii'nde rehberli ziyaret", "Führung durch die Scheich-Zayid-Moschee"),
  'louvre-stop': t4("Photo stop at the Louvre Abu Dhabi and Qasr Al Watan", "Фотостоп у Лувра Абу-Даби и дворца Каср-аль-Ватан", "Louvre Abu Dabi ve Qasr Al Watan önünde fotoğraf molası", "Fotostopp am Louvre Abu Dhabi und am Qasr Al Watan"),
  'liwa-dunes': t4("Stand on Moreeb Dune, one of the tallest dunes in the world", "Подъём на дюну Мореб — одну из самых высоких в мире", "Dünyanın en yüksek kumullarından Moreeb Kumulu'na çıkın", "Auf der Moreeb-Düne stehen, einer der höchsten Dünen der Welt"),
  'burj-views': t4("Views from levels 124 and 125 of the Burj Khalifa", "Виды с 124-го и 125-го этажей Бурдж-Халифы", "Burj Khalifa'nın 124. ve 125. katlarından manzara", "Aussicht von Ebene 124 und 125 des Burj Khalifa"),
  'fountain-show': t4("Dubai Fountain show right below the tower", "Шоу поющих фонтанов прямо под башней", "Kulenin hemen altında Dubai Fountain gösterisi", "Dubai-Fountain-Show direkt unter dem Turm"),
  'balloon-desert-views': t4("Views over the Dubai Desert Conservation Reserve", "Виды на заповедник пустыни Дубая", "Dubai Çöl Koruma Alanı manzarası", "Blick über das Dubai Desert Conservation Reserve"),
}
