// Highlight phrases for Munich, Berlin and the Alps.
import { t4 } from './t4'

export const GERMANY_HIGHLIGHTS = {
  'neuschwanstein': t4("Guided tour inside Neuschwanstein Castle", "Экскурсия по залам замка Нойшванштайн", "Neuschwanstein Şatosu'nun içinde rehberli tur", "Führung durch das Schloss Neuschwanstein"),
  'marienbruecke': t4("The classic view from Marienbrücke over the Pöllat gorge", "Классический вид с моста Мариенбрюкке над ущельем Пёллат", "Pöllat Vadisi üzerindeki Marienbrücke'den klasik manzara", "Der klassische Blick von der Marienbrücke über die Pöllatschlucht"),
  'oberammergau': t4("Stop in the Alpine village of Oberammergau", "Остановка в альпийской деревне Обераммергау", "Alp köyü Oberammergau'da mola", "Halt im Alpendorf Oberammergau"),
  'beer-halls': t4("Three historic beer halls, including the Hofbräuhaus", "Три исторические пивные, включая Хофбройхаус", "Hofbräuhaus dahil üç tarihi bira salonu", "Drei historische Bierhallen, darunter das Hofbräuhaus"),
  'bavarian-food': t4("Pretzels, Weisswurst and roast pork with your beer", "Брецели, белые колбаски и жареная свинина к пиву", "Biranın yanında pretzel, Weißwurst ve domuz rosto", "Brezn, Weißwurst und Schweinebraten zum Bier"),
  'marienplatz': t4("Marienplatz and the Glockenspiel at 11 o'clock", "Мариенплац и куранты Глокеншпиль в 11 часов", "Marienplatz ve saat 11'deki Glockenspiel gösterisi", "Marienplatz und das Glockenspiel um 11 Uhr"),
  'viktualienmarkt': t4("Viktualienmarkt and the towers of the Frauenkirche", "Рынок Виктуалиенмаркт и башни Фрауэнкирхе", "Viktualienmarkt ve Frauenkirche kuleleri", "Viktualienmarkt und die Türme der Frauenkirche"),
  'dachau-memorial': t4("A respectful guided visit to the Dachau Concentration Camp Memorial", "Экскурсия по мемориалу концлагеря Дахау", "Dachau Toplama Kampı Anıt Alanı'na saygılı rehberli ziyaret", "Einfühlsame Führung durch die KZ-Gedenkstätte Dachau"),
  'historian-guide': t4("Guided by a historian", "Гид-историк", "Tarihçi rehber eşliğinde", "Führung durch ausgebildete Historiker"),
  'bmw-welt': t4("The BMW Welt showroom and the BMW Museum", "Шоурум BMW Welt и музей BMW", "BMW Welt sergi alanı ve BMW Müzesi", "BMW Welt und BMW Museum"),
  'salzburg-old-town': t4("Mozart's birthplace and Salzburg's baroque old town", "Дом-музей Моцарта и барочный старый город Зальцбурга", "Mozart'ın doğduğu ev ve Salzburg'un barok eski şehri", "Mozarts Geburtshaus und die barocke Altstadt Salzburgs"),
  'mirabell': t4("Mirabell Gardens and views of Hohensalzburg Fortress", "Сады Мирабель и вид на крепость Хоэнзальцбург", "Mirabell Bahçeleri ve Hohensalzburg Kalesi manzarası", "Mirabellgarten und Blick auf die Festung Hohensalzburg"),
  'berlin-wall': t4("East Side Gallery and the Berlin Wall Memorial on Bernauer Strasse", "Галерея Ист-Сайд и мемориал Берлинской стены на Бернауэр-штрассе", "East Side Gallery ve Bernauer Caddesi'ndeki Berlin Duvarı Anıtı", "East Side Gallery und Gedenkstätte Berliner Mauer an der Bernauer Straße"),
  'checkpoint-charlie': t4("Checkpoint Charlie and the stories of escapes to the West", "Чекпойнт Чарли и истории побегов на Запад", "Checkpoint Charlie ve Batı'ya kaçış hikâyeleri", "Checkpoint Charlie und Geschichten von Fluchten in den Westen"),
  'reichstag-dome': t4("Walk up the glass dome of the Reichstag", "Подъём на стеклянный купол Рейхстага", "Reichstag'ın cam kubbesine çıkış", "Aufstieg in die gläserne Kuppel des Reichstags"),
  'brandenburg-gate': t4("Brandenburg Gate and the Memorial to the Murdered Jews of Europe", "Бранденбургские ворота и мемориал жертвам Холокоста", "Brandenburg Kapısı ve Avrupa'nın Öldürülen Yahudileri Anıtı", "Brandenburger Tor und Denkmal für die ermordeten Juden Europas"),
  'museum-island': t4("Entry to the Pergamon Panorama, the Neues Museum and the Altes Museum", "Вход в Пергамон-Панораму, Новый и Старый музеи", "Pergamon Panorama, Neues Museum ve Altes Museum girişi", "Eintritt ins Pergamon-Panorama, Neue Museum und Alte Museum"),
  'nefertiti': t4("See the bust of Nefertiti in the Neues Museum", "Бюст Нефертити в Новом музее", "Neues Museum'da Nefertiti büstünü görün", "Die Büste der Nofretete im Neuen Museum"),
  'street-art': t4("Murals and hidden courtyards of Kreuzberg and Friedrichshain", "Муралы и скрытые дворы Кройцберга и Фридрихсхайна", "Kreuzberg ve Friedrichshain'ın duvar resimleri ve gizli avluları", "Wandbilder und versteckte Hinterhöfe in Kreuzberg und Friedrichshain"),
  'sanssouci': t4("Sanssouci Palace and its terraced vineyard gardens", "Дворец Сан-Суси и его террасные сады", "Sanssouci Sarayı ve teraslı bağ bahçeleri", "Schloss Sanssouci und seine Weinbergterrassen"),
  'cecilienhof': t4("Cecilienhof, where the Potsdam Conference was held", "Цецилиенхоф, где проходила Потсдамская конференция", "Potsdam Konferansı'nın yapıldığı Cecilienhof", "Schloss Cecilienhof, Ort der Potsdamer Konferenz"),
  'christmas-markets': t4("Mulled wine at the Gendarmenmarkt and Charlottenburg Christmas markets", "Глинтвейн на рождественских ярмарках Жандарменмаркт и Шарлоттенбург", "Gendarmenmarkt ve Charlottenburg Noel pazarlarında sıcak şarap", "Glühwein auf den Weihnachtsmärkten am Gendarmenmarkt und in Charlottenburg"),
  'zugspitze': t4("Two nights in Garmisch-Partenkirchen with a Zugspitze excursion", "Две ночи в Гармиш-Партенкирхене и поездка на Цугшпитце", "Garmisch-Partenkirchen'de iki gece ve Zugspitze gezisi", "Zwei Nächte in Garmisch-Partenkirchen mit Ausflug auf die Zugspitze"),
  'eibsee': t4("Lake Eibsee and a hike through the Partnach Gorge", "Озеро Айбзее и прогулка по ущелью Партнахкламм", "Eibsee gölü ve Partnach Vadisi yürüyüşü", "Der Eibsee und eine Wanderung durch die Partnachklamm"),
}
