// Cappadocia Balloons (EUR): balloon flights, valley tours and cave stays around Göreme. Pilots, hoteliers and
// potters are not tour guides: those experiences have no guide languages.
import { PICKUP_INCLUDED as P } from '../text/profile-shared'
import { t4 } from '../text/t4'
import type { ExperienceSeed } from './types'

const base = { supplier: 'cappadocia-balloons', city: 'cappadocia', languages: ['en', 'tr', 'ru', 'de'] } as const

export const CAPPADOCIA_EXPERIENCES: ExperienceSeed[] = [
  {
    ...base, slug: 'cappadocia-sunrise-balloon-flight', category: 'activities', profile: 'balloon', languages: [],
    title: t4("Cappadocia Sunrise Hot Air Balloon Flight", "Полёт на воздушном шаре на рассвете в Каппадокии", "Kapadokya'da Gün Doğumu Sıcak Hava Balonu Uçuşu", "Heißluftballonfahrt bei Sonnenaufgang in Kappadokien"),
    hook: t4("Rise with a hundred other balloons over Göreme as the sun lights up the valleys, then land in a field for a glass of bubbly with your pilot.", "Поднимитесь в небо вместе с сотней других шаров над Гёреме, когда солнце освещает долины, а после посадки поднимите бокал игристого с пилотом.", "Güneş vadileri aydınlatırken Göreme üzerinde yüz balonla birlikte yükselin, ardından bir tarlaya inip pilotunuzla köpüklü bir kadeh kaldırın.", "Steigen Sie mit hundert anderen Ballons über Göreme auf, während die Sonne die Täler erleuchtet, und landen Sie auf einem Feld, wo Sie mit Ihrem Piloten anstoßen."),
    highlights: ['fairy-chimneys', 'balloon-sunrise', 'balloon-champagne', 'experienced-pilot'],
    duration: 210, times: ['04:45'], price: 200, capacity: 80, ages: [6, 99], discount: true,
    extras: [['flight-video', 50, 'per_booking']],
    labels: ['bestseller', 'likely-to-sell-out'], occasions: ['romantic', 'honeymoon', 'birthday'], bestFor: ['couples', 'families'],
  },
  {
    ...base, slug: 'cappadocia-deluxe-balloon-flight', category: 'activities', profile: 'balloon', languages: [],
    title: t4("Deluxe Balloon Flight in a Small Basket", "Полёт на шаре класса делюкс в небольшой корзине", "Küçük Sepette Deluxe Balon Uçuşu", "Deluxe-Ballonfahrt im kleinen Korb"),
    hook: t4("Longer in the air and fewer people beside you: a 90-minute flight in a basket for at most sixteen, with room to move and take photos.", "Дольше в воздухе и меньше соседей: 90-минутный полёт в корзине максимум на шестнадцать человек, где есть место для движения и фото.", "Havada daha uzun, yanınızda daha az kişi: en fazla on altı kişilik sepette 90 dakikalık uçuş; hareket edip fotoğraf çekecek alan var.", "Länger in der Luft und weniger Mitfahrende: eine 90-minütige Fahrt im Korb für höchstens sechzehn Personen, mit Platz zum Bewegen und Fotografieren."),
    highlights: ['small-basket', 'fairy-chimneys', 'balloon-champagne', 'hotel-pickup'],
    duration: 240, times: ['04:45'], price: 340, capacity: 32, ages: [6, 99],
    extras: [['flight-video', 50, 'per_booking']],
    labels: ['luxury'], occasions: ['romantic', 'honeymoon'], bestFor: ['couples'],
  },
  {
    ...base, slug: 'cappadocia-private-balloon-for-two', category: 'activities', profile: 'balloon', onRequest: true, languages: [],
    title: t4("Private Balloon Flight for Two", "Частный полёт на воздушном шаре для двоих", "İki Kişilik Özel Balon Uçuşu", "Private Ballonfahrt für zwei"),
    hook: t4("The most romantic morning in Cappadocia: a basket for just the two of you, a pilot who knows when to stay quiet, and a table laid after landing.", "Самое романтичное утро в Каппадокии: корзина только для вас двоих, пилот, который знает, когда помолчать, и накрытый стол после посадки.", "Kapadokya'nın en romantik sabahı: yalnızca ikinize ait bir sepet, ne zaman susacağını bilen bir pilot ve inişten sonra kurulan bir sofra.", "Der romantischste Morgen in Kappadokien: ein Korb nur für Sie beide, ein Pilot, der weiß, wann er schweigt, und ein gedeckter Tisch nach der Landung."),
    highlights: ['private-basket', 'balloon-sunrise', 'balloon-champagne'],
    duration: 240, times: ['04:45'], price: 1400, perItem: 2, capacity: 2, ages: [6, 99],
    labels: ['private', 'luxury'], occasions: ['honeymoon', 'romantic'], bestFor: ['couples'],
  },
  {
    ...base, slug: 'cappadocia-red-tour', category: 'tours', profile: 'daytrip',
    title: t4("Cappadocia Red Tour: Göreme, Uçhisar and Avanos", "Красный тур по Каппадокии: Гёреме, Учхисар и Аванос", "Kapadokya Kırmızı Tur: Göreme, Uçhisar ve Avanos", "Rote Tour durch Kappadokien: Göreme, Uçhisar und Avanos"),
    hook: t4("The essential first day in Cappadocia: rock-cut churches with thousand-year-old frescoes, the fairy chimneys of Paşabağ and the potters of Avanos.", "Главный первый день в Каппадокии: высеченные в скалах церкви с тысячелетними фресками, каменные грибы Пашабага и гончары Аваноса.", "Kapadokya'da olmazsa olmaz ilk gün: bin yıllık fresklerle süslü kaya kiliseleri, Paşabağ peribacaları ve Avanos'un çömlekçileri.", "Der unverzichtbare erste Tag in Kappadokien: in den Fels gehauene Kirchen mit tausend Jahre alten Fresken, die Feenkamine von Paşabağ und die Töpfer von Avanos."),
    highlights: ['goreme-museum', 'uchisar-castle', 'lunch-included', 'hotel-pickup'],
    duration: 480, times: ['09:30'], price: 55, capacity: 26,
    labels: ['bestseller'], occasions: ['sightseeing'], bestFor: ['families', 'solo'],
  },
  {
    ...base, slug: 'cappadocia-green-tour', category: 'tours', profile: 'daytrip',
    title: t4("Cappadocia Green Tour: Derinkuyu Underground City and Ihlara Valley", "Зелёный тур по Каппадокии: подземный город Деринкую и долина Ихлара", "Kapadokya Yeşil Tur: Derinkuyu Yeraltı Şehri ve Ihlara Vadisi", "Grüne Tour durch Kappadokien: Untergrundstadt Derinkuyu und Ihlara-Tal"),
    hook: t4("Go eight storeys underground in a city carved for twenty thousand people, then walk beside a river through a green canyon of hidden churches.", "Спуститесь на восемь этажей под землю в город, высеченный для двадцати тысяч человек, а затем прогуляйтесь вдоль реки по зелёному каньону со скрытыми церквями.", "Yirmi bin kişi için oyulmuş bir şehirde sekiz kat yerin altına inin, ardından gizli kiliselerle dolu yeşil bir kanyonda nehir boyunca yürüyün.", "Steigen Sie acht Stockwerke tief in eine für zwanzigtausend Menschen gegrabene Stadt hinab und wandern Sie danach am Fluss durch einen grünen Canyon voller versteckter Kirchen."),
    highlights: ['underground-city', 'ihlara-valley', 'lunch-included', 'hotel-pickup'],
    duration: 510, times: ['09:30'], price: 65, capacity: 26,
    occasions: ['sightseeing', 'adventure'], bestFor: ['families', 'friends'],
  },
  {
    ...base, slug: 'cappadocia-sunset-atv-tour', category: 'activities', profile: 'adventure',
    title: t4("Sunset ATV Tour through the Valleys", "Тур на квадроциклах по долинам на закате", "Vadilerde Gün Batımı ATV Turu", "Quad-Tour durch die Täler bei Sonnenuntergang"),
    hook: t4("Two hours of dusty trails through Love Valley, Sword Valley and Red Valley, timed to reach the ridge as the rock turns pink.", "Два часа по пыльным тропам Долины любви, Долины мечей и Красной долины — так, чтобы оказаться на гребне, когда скалы становятся розовыми.", "Aşk Vadisi, Kılıçlar Vadisi ve Kızılçukur'da iki saatlik tozlu patikalar; kayalar pembeye döndüğünde sırtta olacak şekilde zamanlanmış.", "Zwei Stunden auf staubigen Pisten durch das Love Valley, das Schwertertal und das Rote Tal, genau abgestimmt, um den Grat zu erreichen, wenn der Fels rosa leuchtet."),
    highlights: ['atv-sunset', 'safety-briefing', 'hotel-pickup'],
    duration: 120, times: ['15:00', '17:30'], price: 40, perItem: 1, capacity: 20, ages: [7, 70],
    options: [{ name: 'single-rider', perItem: 1 }, { name: 'double-rider', factor: 1.5, perItem: 2 }],
    labels: ['likely-to-sell-out'], occasions: ['adventure'], bestFor: ['friends', 'couples'],
  },
  {
    ...base, slug: 'cappadocia-horseback-riding', category: 'activities', profile: 'horse',
    title: t4("Horseback Riding in the Valleys of Cappadocia", "Конная прогулка по долинам Каппадокии", "Kapadokya Vadilerinde At Binme", "Ausritt durch die Täler Kappadokiens"),
    hook: t4("Cappadocia means 'land of beautiful horses', and there is no better way to reach the quiet corners of the valleys than in the saddle.", "Каппадокия означает «страна прекрасных лошадей», и лучшего способа добраться до тихих уголков долин, чем в седле, не найти.", "Kapadokya 'güzel atlar ülkesi' demektir ve vadilerin sessiz köşelerine ulaşmanın eyerde olmaktan daha iyi bir yolu yoktur.", "Kappadokien bedeutet „Land der schönen Pferde“, und die stillen Winkel der Täler erreicht man nirgends besser als im Sattel."),
    highlights: ['horse-valleys', 'photo-stops', 'small-group'],
    duration: 120, times: ['07:00', '16:30'], price: 50, capacity: 12, ages: [8, 70],
    occasions: ['adventure', 'romantic'], bestFor: ['couples', 'solo'],
  },
  {
    ...base, slug: 'cappadocia-avanos-pottery-workshop', category: 'activities', profile: 'workshop',
    title: t4("Pottery Workshop in Avanos", "Мастер-класс по гончарному делу в Аваносе", "Avanos'ta Çömlek Atölyesi", "Töpferworkshop in Avanos"),
    hook: t4("Potters in Avanos have worked the red clay of the Kızılırmak river since the Hittites; a master shows you how to centre, lift and shape your first pot.", "Гончары Аваноса работают с красной глиной реки Кызылырмак со времён хеттов; мастер покажет, как центровать, вытягивать и формировать ваш первый горшок.", "Avanos çömlekçileri Hititlerden beri Kızılırmak'ın kırmızı kiliyle çalışır; bir usta ilk çömleğinizi nasıl ortalayıp yükselteceğinizi ve şekillendireceğinizi gösterir.", "Die Töpfer von Avanos verarbeiten den roten Ton des Kızılırmak seit der Zeit der Hethiter; ein Meister zeigt Ihnen, wie Sie Ihr erstes Gefäß zentrieren, hochziehen und formen."),
    highlights: ['pottery-wheel', 'family-friendly'],
    duration: 90, times: ['11:00', '14:00'], price: 30, capacity: 10, ages: [4, 99],
    occasions: ['sightseeing'], bestFor: ['kids', 'families'],
  },
  {
    ...base, slug: 'cappadocia-cave-hotel-goreme', category: 'hotels', profile: 'hotel', languages: [],
    title: t4("Cave Hotel Stay in Göreme", "Проживание в пещерном отеле в Гёреме", "Göreme'de Mağara Otel Konaklaması", "Übernachtung im Höhlenhotel in Göreme"),
    hook: t4("Rooms carved into a fairy chimney, cool in summer and warm in winter, with a terrace where the balloons drift past at breakfast.", "Номера, высеченные в каменном «грибе», — прохладные летом и тёплые зимой, с террасой, мимо которой за завтраком проплывают шары.", "Bir peribacasına oyulmuş, yazın serin kışın sıcak odalar ve kahvaltıda balonların süzüldüğü bir teras.", "Zimmer, in einen Feenkamin gehauen, im Sommer kühl und im Winter warm, mit einer Terrasse, an der beim Frühstück die Ballons vorbeischweben."),
    highlights: ['cave-room', 'terrace-breakfast'],
    duration: 1260, times: ['14:00'], price: 180, perItem: 2, capacity: 10,
    options: [{ name: 'double-room', perItem: 2 }, { name: 'suite', factor: 1.5, perItem: 3 }],
    labels: ['new'], occasions: ['honeymoon', 'romantic'], bestFor: ['couples'],
  },
  {
    ...base, slug: 'cappadocia-sunset-jeep-safari', category: 'tours', profile: 'jeep',
    title: t4("Sunset Jeep Safari in Cappadocia", "Джип-сафари на закате в Каппадокии", "Kapadokya'da Gün Batımı Jeep Safarisi", "Jeep-Safari bei Sonnenuntergang in Kappadokien"),
    hook: t4("Bounce along the valley tracks in an open-top jeep, with stops at viewpoints most tour buses never reach and a glass of local wine at sunset.", "Поездка по долинным тропам на джипе с открытым верхом: остановки на смотровых площадках, куда не доезжают автобусы, и бокал местного вина на закате.", "Üstü açık bir ciple vadi yollarında ilerleyin; tur otobüslerinin ulaşamadığı manzara noktalarında mola ve gün batımında bir kadeh yerel şarap.", "Holpern Sie im offenen Jeep über die Talpisten, mit Halt an Aussichtspunkten, die kaum ein Reisebus erreicht, und einem Glas Landwein bei Sonnenuntergang."),
    highlights: ['jeep-valleys', 'photo-stops', 'hotel-pickup'],
    duration: 150, times: ['16:30'], price: 60, capacity: 18,
    occasions: ['adventure', 'sightseeing'], bestFor: ['friends', 'families'],
  },
  {
    ...base, slug: 'cappadocia-balloon-and-red-tour-package', category: 'packages', profile: 'package',
    title: t4("Two-Day Cappadocia Package: Balloon Flight and Red Tour", "Двухдневный пакет в Каппадокии: полёт на шаре и Красный тур", "İki Günlük Kapadokya Paketi: Balon Uçuşu ve Kırmızı Tur", "Zwei-Tage-Paket Kappadokien: Ballonfahrt und Rote Tour"),
    hook: t4("Everything most visitors come for, arranged in one booking: a night in a cave hotel, a sunrise flight and a guided day through the valleys.", "Всё, ради чего сюда едут, в одном бронировании: ночь в пещерном отеле, полёт на рассвете и день с гидом по долинам.", "Ziyaretçilerin çoğunun geldiği her şey tek rezervasyonda: mağara otelde bir gece, gün doğumu uçuşu ve vadilerde rehberli bir gün.", "Alles, weswegen die meisten herkommen, in einer Buchung: eine Nacht im Höhlenhotel, eine Fahrt bei Sonnenaufgang und ein geführter Tag durch die Täler."),
    highlights: ['balloon-plus-tour', 'cave-room', 'package-hotels'],
    duration: 1680, times: ['14:00'], price: 390, capacity: 16, ages: [6, 99],
    options: [{ name: 'standard', payLater: true }, { name: 'deluxe', factor: 1.5, payLater: true }],
    texts: {
      includes: {
        en: [P.en, 'One night in a cave hotel with breakfast (a cave suite with the deluxe option)', 'The sunrise balloon flight with a celebration drink', 'The Red Tour with a guide and lunch', 'A local coordinator you can reach around the clock'],
        ru: [P.ru, 'Одна ночь в пещерном отеле с завтраком (в варианте делюкс — пещерный люкс)', 'Полёт на шаре на рассвете с праздничным напитком', 'Красный тур с гидом и обедом', 'Местный координатор на связи круглосуточно'],
        tr: [P.tr, 'Kahvaltı dahil mağara otelde bir gece (deluxe seçenekte mağara süit)', 'Kutlama içeceğiyle gün doğumu balon uçuşu', 'Rehberli ve öğle yemekli Kırmızı Tur', '7/24 ulaşılabilen yerel bir koordinatör'],
        de: [P.de, 'Eine Nacht im Höhlenhotel mit Frühstück (mit der Deluxe-Option in einer Höhlensuite)', 'Die Ballonfahrt bei Sonnenaufgang mit einem Getränk zum Anstoßen', 'Die Rote Tour mit Guide und Mittagessen', 'Eine Ansprechperson vor Ort, rund um die Uhr erreichbar'],
      },
      excludes: {
        en: ['Travel to Cappadocia', 'Dinner', 'Travel insurance'],
        ru: ['Дорога до Каппадокии', 'Ужин', 'Туристическая страховка'],
        tr: ['Kapadokya’ya ulaşım', 'Akşam yemeği', 'Seyahat sigortası'],
        de: ['Anreise nach Kappadokien', 'Abendessen', 'Reiseversicherung'],
      },
      itinerary: {
        en: [
          { title: 'Day 1: check-in', description: 'Pickup at your pickup point in {city} at 14:00 and check-in at the cave hotel; the evening is yours.' },
          { title: 'Day 2: sunrise flight', description: 'Pickup before dawn for the balloon flight, then breakfast back at the hotel.' },
          { title: 'Day 2: Red Tour', description: 'A guided day at Göreme Open-Air Museum, Uçhisar and Avanos, with lunch.' },
          { title: 'End of the programme', description: 'Drop-off at your pickup point at about 18:00.' },
        ],
        ru: [
          { title: 'День 1: заселение', description: 'В 14:00 трансфер от вашей точки сбора {inCity} и заселение в пещерный отель; вечер свободен.' },
          { title: 'День 2: полёт на рассвете', description: 'Выезд до рассвета на полёт на шаре, затем завтрак в отеле.' },
          { title: 'День 2: Красный тур', description: 'День с гидом: музей под открытым небом Гёреме, Учхисар и Аванос, с обедом.' },
          { title: 'Окончание программы', description: 'Около 18:00 вас привозят к вашей точке сбора.' },
        ],
        tr: [
          { title: '1. gün: otele giriş', description: "Saat 14:00’te {inCity} alış noktanızdan alınır ve mağara otele yerleşirsiniz; akşam size kalır." },
          { title: '2. gün: gün doğumu uçuşu', description: 'Şafaktan önce balon uçuşu için alınır, ardından otelde kahvaltı yaparsınız.' },
          { title: '2. gün: Kırmızı Tur', description: 'Göreme Açık Hava Müzesi, Uçhisar ve Avanos’ta rehberli, öğle yemekli bir gün.' },
          { title: 'Programın sonu', description: 'Saat 18:00 civarında alış noktanıza bırakılırsınız.' },
        ],
        de: [
          { title: 'Tag 1: Check-in', description: 'Um 14:00 Uhr Abholung an Ihrem Abholpunkt {inCity} und Check-in im Höhlenhotel; der Abend ist frei.' },
          { title: 'Tag 2: Fahrt bei Sonnenaufgang', description: 'Abholung vor der Dämmerung zur Ballonfahrt, danach Frühstück im Hotel.' },
          { title: 'Tag 2: Rote Tour', description: 'Ein geführter Tag im Freilichtmuseum Göreme, in Uçhisar und Avanos, mit Mittagessen.' },
          { title: 'Ende des Programms', description: 'Gegen 18:00 Uhr sind Sie zurück am Abholpunkt.' },
        ],
      },
      knowBeforeYouGo: {
        en: ['If the wind cancels the flight, we move it to the next morning when there is room, or refund its share of the price.', 'Children must be at least 6 years old to fly.', 'Hotels of the same standard may be substituted if one is full.'],
        ru: ['Если полёт отменят из-за ветра, мы перенесём его на следующее утро, если будут места, или вернём его стоимость.', 'Детям должно быть не меньше 6 лет, чтобы лететь.', 'Если отель заполнен, его могут заменить отелем того же уровня.'],
        tr: ['Rüzgâr uçuşu iptal ettirirse, yer varsa ertesi sabaha alırız ya da uçuşun payını iade ederiz.', 'Uçmak için çocuklar en az 6 yaşında olmalıdır.', 'Otel doluysa aynı standartta bir otel verilebilir.'],
        de: ['Fällt die Fahrt wegen Wind aus, verlegen wir sie auf den nächsten Morgen, wenn Plätze frei sind, oder erstatten ihren Anteil am Preis.', 'Kinder müssen mindestens 6 Jahre alt sein, um mitzufahren.', 'Ist ein Hotel voll, kann es durch eines gleichen Standards ersetzt werden.'],
      },
    },
    occasions: ['honeymoon', 'romantic'], bestFor: ['couples', 'families'],
  },
]
