// The IFM (integrated facility management) catalog: meeting rooms, cleaning, maintenance, logistics.
import { names, option, product, type CatalogDef } from './catalog-types';
import { tr } from './types';

export const IFM_CATALOG: CatalogDef = {
  tag: 'ifm',
  name: tr('Facility services', 'Servizi di facility', 'Servicios de facility', 'Services généraux'),
  hours: { from: '08:00', to: '18:00' },
  categories: [
    {
      key: 'MEETING_ROOMS',
      maxQty: 3,
      stopped: false,
      names: names(
        'Meeting room setup',
        'Allestimento sale riunioni',
        'Preparación de salas de reuniones',
        'Aménagement des salles de réunion',
        'Toplantı salonu düzenleme',
        'Bilera-gelen prestaketa',
        'Preparació de sales de reunions',
        'Preparación de salas de reuniones',
      ),
      products: [
        product({
          key: 'ROOM_SETUP',
          price: 30,
          points: 0,
          maxQty: 2,
          timingHours: 24,
          name: tr(
            'Meeting room setup',
            'Allestimento sala riunioni',
            'Preparación de sala de reuniones',
            'Aménagement de salle de réunion',
          ),
          description: tr(
            'Tables, chairs and equipment arranged before your meeting.',
            'Tavoli, sedie e attrezzature disposti prima della riunione.',
            'Mesas, sillas y equipos preparados antes de la reunión.',
            'Tables, chaises et équipements installés avant la réunion.',
          ),
          options: [
            option(tr('Projector', 'Proiettore', 'Proyector', 'Vidéoprojecteur'), 25),
            option(tr('Flip chart', 'Lavagna a fogli mobili', 'Rotafolio', 'Tableau de conférence'), 10),
            option(
              tr(
                'Video-conference kit',
                'Kit videoconferenza',
                'Kit de videoconferencia',
                'Kit de visioconférence',
              ),
              40,
            ),
          ],
          variants: [
            {
              name: tr('Layout', 'Disposizione', 'Disposición', 'Disposition'),
              min: 1,
              max: 1,
              options: [
                option(tr('U-shape', 'Ferro di cavallo', 'En U', 'En U'), 0),
                option(tr('Theatre', 'Platea', 'Teatro', 'Théâtre'), 0),
                option(tr('Boardroom', 'Tavolo unico', 'Mesa única', 'Table unique'), 0),
              ],
            },
          ],
        }),
        product({
          key: 'EVENT_SETUP',
          price: 120,
          points: 0,
          maxQty: 1,
          timingHours: 72,
          name: tr(
            'Company event setup',
            'Allestimento evento aziendale',
            'Montaje de evento corporativo',
            "Installation d'événement d'entreprise",
          ),
          description: tr(
            'Stage, sound system and seating for internal events.',
            'Palco, impianto audio e sedute per eventi interni.',
            'Escenario, sonido y asientos para eventos internos.',
            'Scène, sonorisation et sièges pour les événements internes.',
          ),
          variants: [
            {
              name: tr('Seats', 'Posti', 'Plazas', 'Places'),
              min: 1,
              max: 1,
              options: [
                option(tr('Up to 50', 'Fino a 50', 'Hasta 50', "Jusqu'à 50"), 0),
                option(tr('Up to 100', 'Fino a 100', 'Hasta 100', "Jusqu'à 100"), 50, true),
              ],
            },
          ],
        }),
      ],
    },
    {
      key: 'CLEANING',
      maxQty: 3,
      stopped: false,
      names: names('Cleaning', 'Pulizie', 'Limpieza', 'Nettoyage', 'Temizlik', 'Garbiketa', 'Neteja', 'Aseo'),
      products: [
        product({
          key: 'EXTRA_CLEANING',
          price: 60,
          points: 0,
          maxQty: 1,
          timingHours: 8,
          name: tr(
            'Extra office cleaning',
            'Pulizia straordinaria ufficio',
            'Limpieza extraordinaria de oficina',
            'Nettoyage exceptionnel de bureau',
          ),
          description: tr(
            'One-off deep cleaning of an office area.',
            "Pulizia a fondo una tantum di un'area uffici.",
            'Limpieza a fondo puntual de una zona de oficinas.',
            "Nettoyage en profondeur ponctuel d'un espace de bureaux.",
          ),
          variants: [
            {
              name: tr('Area', 'Superficie', 'Superficie', 'Surface'),
              min: 1,
              max: 1,
              options: [
                option(tr('Up to 50 m²', 'Fino a 50 m²', 'Hasta 50 m²', "Jusqu'à 50 m²"), 0),
                option(tr('50 to 150 m²', 'Da 50 a 150 m²', 'De 50 a 150 m²', 'De 50 à 150 m²'), 60, true),
              ],
            },
          ],
        }),
        product({
          key: 'DESK_SANITISING',
          price: 15,
          points: 0,
          maxQty: 5,
          timingHours: 4,
          name: tr(
            'Desk sanitising',
            'Sanificazione postazione',
            'Higienización de puesto',
            'Désinfection de poste',
          ),
          description: tr(
            'Sanitising of a desk, chair and peripherals.',
            'Sanificazione di scrivania, seduta e periferiche.',
            'Higienización de mesa, silla y periféricos.',
            'Désinfection du bureau, de la chaise et des périphériques.',
          ),
        }),
      ],
    },
    {
      key: 'MAINTENANCE',
      maxQty: 2,
      stopped: false,
      names: names(
        'Maintenance',
        'Manutenzione',
        'Mantenimiento',
        'Maintenance',
        'Bakım',
        'Mantentze-lanak',
        'Manteniment',
        'Mantención',
      ),
      products: [
        product({
          key: 'PLUMBING',
          price: 0,
          points: 0,
          maxQty: 1,
          timingHours: 24,
          name: tr(
            'Plumbing repair',
            'Riparazione idraulica',
            'Reparación de fontanería',
            'Réparation de plomberie',
          ),
          description: tr(
            'Leaks, blocked drains and faulty taps.',
            'Perdite, scarichi otturati e rubinetti guasti.',
            'Fugas, desagües atascados y grifos averiados.',
            'Fuites, évacuations bouchées et robinets défectueux.',
          ),
        }),
        product({
          key: 'LIGHTING',
          price: 0,
          points: 0,
          maxQty: 1,
          timingHours: 8,
          name: tr(
            'Lamp replacement',
            'Sostituzione lampade',
            'Sustitución de lámparas',
            'Remplacement de lampes',
          ),
          description: tr(
            'Replacement of burnt-out lamps and lights.',
            'Sostituzione di lampade e plafoniere guaste.',
            'Sustitución de lámparas y luminarias fundidas.',
            'Remplacement des lampes et luminaires grillés.',
          ),
        }),
        product({
          key: 'AIR_CONDITIONING',
          price: 0,
          points: 0,
          maxQty: 1,
          timingHours: 12,
          name: tr(
            'Air-conditioning call-out',
            'Intervento climatizzazione',
            'Intervención de climatización',
            'Intervention climatisation',
          ),
          description: tr(
            'Check of heating or cooling in a room.',
            'Verifica di riscaldamento o raffrescamento di un locale.',
            'Revisión de la calefacción o refrigeración de una sala.',
            "Contrôle du chauffage ou de la climatisation d'une pièce.",
          ),
          variants: [
            {
              name: tr('Problem', 'Problema', 'Problema', 'Problème'),
              min: 1,
              max: 1,
              options: [
                option(tr('Too hot', 'Troppo caldo', 'Demasiado calor', 'Trop chaud'), 0),
                option(tr('Too cold', 'Troppo freddo', 'Demasiado frío', 'Trop froid'), 0),
                option(tr('Noise', 'Rumore', 'Ruido', 'Bruit'), 0),
              ],
            },
          ],
        }),
      ],
    },
    {
      key: 'LOGISTICS',
      maxQty: 3,
      stopped: false,
      names: names(
        'Logistics & mail',
        'Logistica e posta',
        'Logística y correo',
        'Logistique et courrier',
        'Lojistik ve posta',
        'Logistika eta posta',
        'Logística i correu',
        'Logística y correspondencia',
      ),
      products: [
        product({
          key: 'DESK_MOVE',
          price: 40,
          points: 0,
          maxQty: 3,
          timingHours: 48,
          name: tr(
            'Workstation move',
            'Trasloco postazione',
            'Traslado de puesto de trabajo',
            'Déménagement de poste',
          ),
          description: tr(
            'Moving a workstation with boxes and IT equipment.',
            'Spostamento di una postazione con scatoloni e apparati IT.',
            'Traslado de un puesto con cajas y equipos informáticos.',
            "Déplacement d'un poste avec cartons et matériel informatique.",
          ),
        }),
        product({
          key: 'INTERNAL_MAIL',
          price: 0,
          points: 0,
          maxQty: 5,
          timingHours: 4,
          name: tr(
            'Internal mail pickup',
            'Ritiro posta interna',
            'Recogida de correo interno',
            'Collecte du courrier interne',
          ),
          description: tr(
            'Pickup and delivery of internal mail and parcels.',
            'Ritiro e consegna di posta interna e pacchi.',
            'Recogida y entrega de correo interno y paquetes.',
            'Collecte et livraison du courrier interne et des colis.',
          ),
        }),
      ],
    },
  ],
};
