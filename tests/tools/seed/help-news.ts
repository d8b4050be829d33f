// Help news (dated relative to today, some tagged per spec §9) and the help-desk status texts (DEFCON grades).
import { t8, type L8 } from './help-types';

export interface NewsDef {
  id: string;
  daysAgo: number;
  /** Spec §9 tags: environment/canteen-type tags and role tags (91 admin … 103 web user); empty = everyone. */
  tags: number[];
  title: L8;
  summary: L8;
  body: L8;
}

export const HELP_NEWS: NewsDef[] = [
  {
    id: 'NEWS_RELEASE_4_6_9',
    daysAgo: 3,
    tags: [],
    title: t8(
      'Version 4.6.9 is out',
      'È uscita la versione 4.6.9',
      'Ya está disponible la versión 4.6.9',
      'La version 4.6.9 est disponible',
      '4.6.9 sürümü yayında',
      'Ja és aquí la versió 4.6.9',
      '4.6.9 bertsioa eskuragarri',
      'Ya está disponible la versión 4.6.9',
    ),
    summary: t8(
      'Faster screens and live updates everywhere.',
      'Schermate più veloci e aggiornamenti in tempo reale ovunque.',
      'Pantallas más rápidas y actualizaciones en directo en todas partes.',
      'Des écrans plus rapides et des mises à jour en direct partout.',
      'Daha hızlı ekranlar ve her yerde canlı güncellemeler.',
      'Pantalles més ràpides i actualitzacions en directe a tot arreu.',
      'Pantaila azkarragoak eta zuzeneko eguneraketak nonahi.',
      'Pantallas más rápidas y actualizaciones en vivo en todas partes.',
    ),
    body: t8(
      'Lists now update while you look at them, without reloading. Orders, IFM requests and tickets show changes made by colleagues within a second.',
      'Gli elenchi ora si aggiornano mentre li guardi, senza ricaricare. Ordini, richieste IFM e ticket mostrano entro un secondo le modifiche dei colleghi.',
      'Las listas se actualizan ahora mientras las miras, sin recargar. Pedidos, solicitudes IFM y tickets muestran en un segundo los cambios de tus compañeros.',
      'Les listes se mettent désormais à jour sous vos yeux, sans recharger. Commandes, demandes IFM et tickets affichent en une seconde les changements des collègues.',
      'Listeler artık siz bakarken, yeniden yüklemeden güncelleniyor. Siparişler, IFM talepleri ve biletler iş arkadaşlarınızın değişikliklerini bir saniye içinde gösterir.',
      "Les llistes ara s'actualitzen mentre les mires, sense recarregar. Comandes, sol·licituds IFM i tiquets mostren en un segon els canvis dels companys.",
      'Zerrendak begiratzen ari zaren bitartean eguneratzen dira orain, birkargatu gabe. Eskaerek, IFM eskaerek eta tiketek lankideen aldaketak segundo batean erakusten dituzte.',
      'Las listas ahora se actualizan mientras las miras, sin recargar. Pedidos, solicitudes IFM y tickets muestran en un segundo los cambios de tus colegas.',
    ),
  },
  {
    id: 'NEWS_IFM_EXCEPTIONS',
    daysAgo: 9,
    tags: [97, 98],
    title: t8(
      'IFM: requests in exception',
      'IFM: richieste in eccezione',
      'IFM: solicitudes en excepción',
      'IFM : demandes en exception',
      'IFM: istisnadaki talepler',
      'IFM: sol·licituds en excepció',
      'IFM: salbuespeneko eskaerak',
      'IFM: solicitudes en excepción',
    ),
    summary: t8(
      'A request in exception can no longer change status.',
      'Una richiesta in eccezione non può più cambiare stato.',
      'Una solicitud en excepción ya no puede cambiar de estado.',
      'Une demande en exception ne peut plus changer de statut.',
      'İstisnadaki bir talebin durumu artık değiştirilemez.',
      'Una sol·licitud en excepció ja no pot canviar d’estat.',
      'Salbuespeneko eskaera batek ezin du egoeraz aldatu jada.',
      'Una solicitud en excepción ya no puede cambiar de estado.',
    ),
    body: t8(
      'The status popup no longer opens for requests in exception (800), and the server refuses such changes too. Ask an administrator to review them.',
      'Il popup di stato non si apre più per le richieste in eccezione (800) e anche il server rifiuta queste modifiche. Chiedi a un amministratore di verificarle.',
      'La ventana de estado ya no se abre para solicitudes en excepción (800) y el servidor también rechaza esos cambios. Pide a un administrador que las revise.',
      'La fenêtre de statut ne s’ouvre plus pour les demandes en exception (800) et le serveur refuse aussi ces changements. Demandez à un administrateur de les examiner.',
      'Durum penceresi istisnadaki (800) talepler için artık açılmıyor ve sunucu da bu değişiklikleri reddediyor. Bunları bir yöneticiye inceletin.',
      "La finestra d'estat ja no s'obre per a sol·licituds en excepció (800) i el servidor també rebutja aquests canvis. Demana a un administrador que les revisi.",
      'Egoera-leihoa ez da jada irekitzen salbuespeneko (800) eskaeretarako, eta zerbitzariak ere baztertu egiten ditu aldaketa horiek. Eskatu administratzaile bati berrikusteko.',
      'La ventana de estado ya no se abre para solicitudes en excepción (800) y el servidor también rechaza esos cambios. Pide a un administrador que las revise.',
    ),
  },
  {
    id: 'NEWS_SCHOOL_GRID',
    daysAgo: 20,
    tags: [8, 16],
    title: t8(
      'Weekly menu grid for schools',
      'Griglia settimanale per le scuole',
      'Cuadrícula semanal para colegios',
      'Grille hebdomadaire pour les écoles',
      'Okullar için haftalık menü tablosu',
      'Graella setmanal per a escoles',
      'Eskoletarako asteko sareta',
      'Grilla semanal para colegios',
    ),
    summary: t8(
      'Print the month as a Monday-to-Friday grid for families.',
      'Stampa il mese come griglia dal lunedì al venerdì per le famiglie.',
      'Imprime el mes como cuadrícula de lunes a viernes para las familias.',
      'Imprimez le mois en grille du lundi au vendredi pour les familles.',
      'Ayı aileler için pazartesiden cumaya bir tablo olarak yazdırın.',
      'Imprimeix el mes com a graella de dilluns a divendres per a les famílies.',
      'Inprimatu hilabetea astelehenetik ostiralera doan sareta gisa familientzat.',
      'Imprime el mes como grilla de lunes a viernes para las familias.',
    ),
    body: t8(
      'School canteens in Spain can print the monthly menu as a weekly grid with allergens and the energy of each day.',
      'Le mense scolastiche in Spagna possono stampare il menù mensile come griglia settimanale con allergeni ed energia di ogni giorno.',
      'Los comedores escolares de España pueden imprimir el menú mensual como cuadrícula semanal con alérgenos y la energía de cada día.',
      'Les cantines scolaires d’Espagne peuvent imprimer le menu mensuel en grille hebdomadaire avec allergènes et énergie de chaque jour.',
      'İspanya’daki okul yemekhaneleri aylık menüyü alerjenler ve her günün enerjisiyle haftalık tablo olarak yazdırabilir.',
      "Els menjadors escolars d'Espanya poden imprimir el menú mensual com a graella setmanal amb al·lèrgens i l'energia de cada dia.",
      'Espainiako eskola-jantokiek hileko menua asteko sareta gisa inprima dezakete, alergenoekin eta egun bakoitzeko energiarekin.',
      'Los comedores escolares de España pueden imprimir el menú mensual como grilla semanal con alérgenos y la energía de cada día.',
    ),
  },
  {
    id: 'NEWS_CSV_IMPORT',
    daysAgo: 35,
    tags: [91, 92],
    title: t8(
      'Importing users and codes',
      'Importare utenti e codici',
      'Importar usuarios y códigos',
      'Importer utilisateurs et codes',
      'Kullanıcıları ve kodları içe aktarma',
      'Importar usuaris i codis',
      'Erabiltzaileak eta kodeak inportatzea',
      'Importar usuarios y códigos',
    ),
    summary: t8(
      'CSV imports now report every wrong row.',
      'Le importazioni CSV ora segnalano ogni riga errata.',
      'Las importaciones CSV ahora informan de cada fila errónea.',
      'Les imports CSV signalent désormais chaque ligne erronée.',
      'CSV içe aktarımları artık her hatalı satırı bildiriyor.',
      'Les importacions CSV ara informen de cada fila errònia.',
      'CSV inportazioek errenkada oker guztien berri ematen dute orain.',
      'Las importaciones CSV ahora informan cada fila con error.',
    ),
    body: t8(
      'Rows with errors are listed with their line and a file of the rejected rows can be downloaded, fixed and uploaded again. Cells starting with = + - or @ are refused.',
      'Le righe con errori sono elencate con il numero di riga e si può scaricare un file delle righe scartate, correggerlo e ricaricarlo. Le celle che iniziano con = + - o @ sono rifiutate.',
      'Las filas con errores se listan con su número de línea y se puede descargar un archivo con las filas rechazadas, corregirlo y volver a subirlo. Se rechazan las celdas que empiezan por = + - o @.',
      'Les lignes en erreur sont listées avec leur numéro et un fichier des lignes rejetées peut être téléchargé, corrigé et rechargé. Les cellules commençant par = + - ou @ sont refusées.',
      'Hatalı satırlar satır numaralarıyla listelenir; reddedilen satırların dosyası indirilebilir, düzeltilip yeniden yüklenebilir. = + - veya @ ile başlayan hücreler reddedilir.',
      'Les files amb errors es llisten amb el número de línia i es pot baixar un fitxer amb les files rebutjades, corregir-lo i tornar-lo a pujar. Es rebutgen les cel·les que comencen per = + - o @.',
      'Akatsak dituzten errenkadak beren lerro-zenbakiarekin zerrendatzen dira, eta baztertutako errenkaden fitxategia deskargatu, zuzendu eta berriro igo daiteke. = + - edo @ ikurrekin hasten diren gelaxkak baztertu egiten dira.',
      'Las filas con errores se listan con su número de línea y se puede descargar un archivo con las filas rechazadas, corregirlo y subirlo de nuevo. Se rechazan las celdas que empiezan con = + - o @.',
    ),
  },
];

export interface StatusTextDef {
  grade: number;
  title: L8;
  description: L8;
}

/** What each DEFCON grade (spec §9: ticket grade 0–5, 5 best) means on the /tickets-status screen. */
export const DEFCON_TEXTS: StatusTextDef[] = [
  {
    grade: 5,
    title: t8(
      'All good',
      'Tutto regolare',
      'Todo en orden',
      'Tout va bien',
      'Her şey yolunda',
      'Tot en ordre',
      'Dena ondo',
      'Todo en orden',
    ),
    description: t8(
      'No open ticket needs attention.',
      'Nessun ticket aperto richiede attenzione.',
      'Ningún ticket abierto requiere atención.',
      'Aucun ticket ouvert ne demande d’attention.',
      'İlgi gerektiren açık bilet yok.',
      'Cap tiquet obert no requereix atenció.',
      'Tiket irekirik ez du arretarik behar.',
      'Ningún ticket abierto necesita atención.',
    ),
  },
  {
    grade: 4,
    title: t8('Low', 'Bassa', 'Baja', 'Faible', 'Düşük', 'Baixa', 'Baxua', 'Baja'),
    description: t8(
      'Minor questions are waiting for an answer.',
      'Domande minori attendono una risposta.',
      'Hay consultas menores esperando respuesta.',
      'Des questions mineures attendent une réponse.',
      'Küçük sorular yanıt bekliyor.',
      'Hi ha consultes menors esperant resposta.',
      'Galdera txikiak erantzunaren zain daude.',
      'Hay consultas menores esperando respuesta.',
    ),
  },
  {
    grade: 3,
    title: t8('Moderate', 'Moderata', 'Moderada', 'Modérée', 'Orta', 'Moderada', 'Ertaina', 'Moderada'),
    description: t8(
      'Some customers are affected: answer today.',
      'Alcuni clienti sono coinvolti: rispondi oggi.',
      'Algunos clientes están afectados: responde hoy.',
      'Certains clients sont touchés : répondez aujourd’hui.',
      'Bazı müşteriler etkileniyor: bugün yanıtlayın.',
      'Alguns clients estan afectats: respon avui.',
      'Bezero batzuei eragiten die: erantzun gaur.',
      'Algunos clientes están afectados: responde hoy.',
    ),
  },
  {
    grade: 2,
    title: t8('High', 'Alta', 'Alta', 'Élevée', 'Yüksek', 'Alta', 'Altua', 'Alta'),
    description: t8(
      'Payments or orders are failing for customers.',
      'Pagamenti o ordini non vanno a buon fine per i clienti.',
      'Pagos o pedidos fallan para los clientes.',
      'Des paiements ou des commandes échouent pour les clients.',
      'Müşteriler için ödemeler veya siparişler başarısız oluyor.',
      'Pagaments o comandes fallen per als clients.',
      'Ordainketak edo eskaerak huts egiten ari dira bezeroentzat.',
      'Pagos o pedidos están fallando para los clientes.',
    ),
  },
  {
    grade: 1,
    title: t8('Severe', 'Grave', 'Grave', 'Grave', 'Ciddi', 'Greu', 'Larria', 'Grave'),
    description: t8(
      'A service is down for many customers.',
      'Un servizio è fermo per molti clienti.',
      'Un servicio está caído para muchos clientes.',
      'Un service est indisponible pour de nombreux clients.',
      'Bir hizmet birçok müşteri için çalışmıyor.',
      'Un servei està aturat per a molts clients.',
      'Zerbitzu bat geldirik dago bezero askorentzat.',
      'Un servicio está caído para muchos clientes.',
    ),
  },
  {
    grade: 0,
    title: t8('Critical', 'Critica', 'Crítica', 'Critique', 'Kritik', 'Crítica', 'Kritikoa', 'Crítica'),
    description: t8(
      'The canteen cannot serve: act now.',
      'La mensa non riesce a servire: intervieni subito.',
      'El comedor no puede servir: actúa ya.',
      'Le restaurant ne peut plus servir : agissez maintenant.',
      'Yemekhane hizmet veremiyor: hemen harekete geçin.',
      'El menjador no pot servir: actua ara.',
      'Jantokiak ezin du zerbitzatu: jardun orain.',
      'El casino no puede servir: actúa ya.',
    ),
  },
];
