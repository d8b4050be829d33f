// The coffee-break catalog (coffee bar, pastries, meeting packages, cold drinks); cold drinks is stopped.
import { names, option, product, type CatalogDef } from './catalog-types';
import { tr } from './types';

export const COFFEEBREAK_CATALOG: CatalogDef = {
  tag: 'coffeebreak',
  name: tr('Coffee break', 'Coffee break', 'Coffee break', 'Pause-café'),
  hours: { from: '07:00', to: '18:00' },
  categories: [
    {
      key: 'COFFEE',
      maxQty: 10,
      stopped: false,
      names: names(
        'Coffee bar',
        'Caffetteria',
        'Cafetería',
        'Café',
        'Kahve',
        'Kafetegia',
        'Cafeteria',
        'Cafetería',
      ),
      products: [
        product({
          key: 'ESPRESSO',
          price: 1.1,
          points: 0,
          name: tr('Espresso', 'Caffè espresso', 'Café solo', 'Expresso'),
          description: tr(
            'Single shot of our house blend.',
            'Un espresso della nostra miscela.',
            'Un café solo de nuestra mezcla de la casa.',
            'Un expresso de notre mélange maison.',
          ),
          options: [option(tr('Soy milk', 'Latte di soia', 'Leche de soja', 'Lait de soja'), 0.2)],
          variants: [
            {
              name: tr('Sugar', 'Zucchero', 'Azúcar', 'Sucre'),
              min: 1,
              max: 1,
              options: [
                option(tr('With sugar', 'Con zucchero', 'Con azúcar', 'Avec sucre'), 0),
                option(tr('No sugar', 'Senza zucchero', 'Sin azúcar', 'Sans sucre'), 0),
                option(tr('Sweetener', 'Dolcificante', 'Edulcorante', 'Édulcorant'), 0),
              ],
            },
          ],
        }),
        product({
          key: 'CAPPUCCINO',
          price: 1.5,
          points: 1,
          name: tr('Cappuccino', 'Cappuccino', 'Capuchino', 'Cappuccino'),
          description: tr(
            'Espresso with steamed milk and foam.',
            'Espresso con latte montato a vapore.',
            'Café con leche espumada al vapor.',
            'Expresso, lait chaud et mousse de lait.',
          ),
          variants: [
            {
              name: tr('Milk', 'Latte', 'Leche', 'Lait'),
              min: 1,
              max: 1,
              options: [
                option(tr('Whole', 'Intero', 'Entera', 'Entier'), 0),
                option(tr('Skimmed', 'Scremato', 'Desnatada', 'Écrémé'), 0),
                option(tr('Oat drink', 'Bevanda di avena', 'Bebida de avena', "Boisson d'avoine"), 0.3),
              ],
            },
          ],
        }),
        product({
          key: 'TEA',
          price: 1.4,
          points: 1,
          name: tr('Tea and infusions', 'Tè e tisane', 'Té e infusiones', 'Thés et infusions'),
          description: tr(
            'A pot of hot water with your choice of tea.',
            'Teiera di acqua calda con la bustina a scelta.',
            'Tetera de agua caliente con la infusión que elijas.',
            "Théière d'eau chaude avec le thé de votre choix.",
          ),
          variants: [
            {
              name: tr('Flavour', 'Gusto', 'Sabor', 'Parfum'),
              min: 1,
              max: 1,
              options: [
                option(tr('Black tea', 'Tè nero', 'Té negro', 'Thé noir'), 0),
                option(tr('Green tea', 'Tè verde', 'Té verde', 'Thé vert'), 0),
                option(tr('Chamomile', 'Camomilla', 'Manzanilla', 'Camomille'), 0),
              ],
            },
          ],
        }),
      ],
    },
    {
      key: 'PASTRY',
      hours: [{ from: '07:00', to: '11:00' }, { from: '15:00', to: '17:00' }],
      maxQty: 10,
      stopped: false,
      names: names(
        'Pastries',
        'Pasticceria',
        'Bollería',
        'Viennoiseries',
        'Hamur işleri',
        'Gozogintza',
        'Brioixeria',
        'Repostería',
      ),
      products: [
        product({
          key: 'CROISSANT',
          price: 1.3,
          points: 1,
          name: tr('Croissant', 'Cornetto', 'Cruasán', 'Croissant'),
          description: tr(
            'Butter croissant baked every morning.',
            'Cornetto al burro sfornato ogni mattina.',
            'Cruasán de mantequilla horneado cada mañana.',
            'Croissant au beurre cuit chaque matin.',
          ),
          variants: [
            {
              name: tr('Filling', 'Ripieno', 'Relleno', 'Garniture'),
              min: 1,
              max: 1,
              options: [
                option(tr('Plain', 'Vuoto', 'Sin relleno', 'Nature'), 0),
                option(tr('Custard', 'Crema', 'Crema pastelera', 'Crème pâtissière'), 0.2),
                option(
                  tr('Apricot jam', 'Albicocca', 'Mermelada de albaricoque', "Confiture d'abricot"),
                  0.2,
                ),
                option(tr('Chocolate', 'Cioccolato', 'Chocolate', 'Chocolat'), 0.3),
              ],
            },
          ],
        }),
        product({
          key: 'MUFFIN',
          price: 2.2,
          points: 1,
          name: tr('Blueberry muffin', 'Muffin ai mirtilli', 'Muffin de arándanos', 'Muffin aux myrtilles'),
          description: tr(
            'Soft muffin with wild blueberries.',
            'Muffin soffice con mirtilli selvatici.',
            'Muffin esponjoso con arándanos silvestres.',
            'Muffin moelleux aux myrtilles sauvages.',
          ),
        }),
        product({
          key: 'BISCUITS',
          price: 1.8,
          points: 1,
          name: tr(
            'Assorted biscuits',
            'Biscotti secchi assortiti',
            'Pastas de té variadas',
            'Assortiment de biscuits',
          ),
          description: tr(
            'A bag of shortbread and almond biscuits.',
            'Sacchetto di frollini e biscotti alle mandorle.',
            'Bolsita de pastas de mantequilla y almendra.',
            'Sachet de sablés et de biscuits aux amandes.',
          ),
        }),
      ],
    },
    {
      key: 'PACKAGES',
      maxQty: 5,
      stopped: false,
      names: names(
        'Coffee break packages',
        'Pacchetti coffee break',
        'Paquetes coffee break',
        'Formules pause-café',
        'Kahve molası paketleri',
        'Kafe-atsedenaldi sortak',
        'Paquets de pausa cafè',
        'Paquetes coffee break',
      ),
      products: [
        product({
          key: 'BASIC',
          price: 45,
          points: 0,
          maxQty: 3,
          timingHours: 24,
          name: tr(
            'Basic coffee break (10 people)',
            'Coffee break base (10 persone)',
            'Coffee break básico (10 personas)',
            'Pause-café classique (10 personnes)',
          ),
          description: tr(
            'Coffee, tea, water and mini pastries delivered to the meeting room.',
            'Caffè, tè, acqua e mignon consegnati in sala riunioni.',
            'Café, té, agua y minibollería servidos en la sala de reuniones.',
            'Café, thé, eau et mignardises livrés en salle de réunion.',
          ),
          options: [
            option(tr('Fruit juices', 'Succhi di frutta', 'Zumos de fruta', 'Jus de fruits'), 15),
            option(
              tr('Table service', 'Servizio al tavolo', 'Servicio en mesa', 'Service à table'),
              10,
              true,
            ),
          ],
          variants: [
            {
              name: tr('People', 'Persone', 'Personas', 'Personnes'),
              min: 1,
              max: 1,
              options: [
                option(tr('10 people', '10 persone', '10 personas', '10 personnes'), 0),
                option(tr('20 people', '20 persone', '20 personas', '20 personnes'), 100, true),
              ],
            },
          ],
        }),
        product({
          key: 'WELCOME',
          price: 80,
          points: 0,
          maxQty: 2,
          timingHours: 48,
          name: tr(
            'Welcome coffee (20 people)',
            'Welcome coffee (20 persone)',
            'Café de bienvenida (20 personas)',
            "Café d'accueil (20 personnes)",
          ),
          description: tr(
            'Hot drinks, juices and sweet and savoury bites for a morning event.',
            'Bevande calde, succhi e piccola pasticceria dolce e salata per eventi mattutini.',
            'Bebidas calientes, zumos y bocados dulces y salados para eventos de mañana.',
            'Boissons chaudes, jus et bouchées sucrées-salées pour un événement matinal.',
          ),
        }),
        product({
          key: 'LIGHT_LUNCH',
          price: 140,
          points: 0,
          maxQty: 2,
          timingHours: 48,
          name: tr(
            'Light buffet lunch (10 people)',
            'Light lunch a buffet (10 persone)',
            'Almuerzo ligero tipo bufé (10 personas)',
            'Déjeuner léger en buffet (10 personnes)',
          ),
          description: tr(
            'Finger food, salads, fruit and drinks for working lunches.',
            'Finger food, insalate, frutta e bevande per pranzi di lavoro.',
            'Finger food, ensaladas, fruta y bebidas para comidas de trabajo.',
            'Finger food, salades, fruits et boissons pour déjeuners de travail.',
          ),
          variants: [
            {
              name: tr('Menu', 'Menù', 'Menú', 'Menu'),
              min: 1,
              max: 1,
              options: [
                option(tr('Standard', 'Standard', 'Estándar', 'Standard'), 0),
                option(tr('Vegetarian', 'Vegetariano', 'Vegetariano', 'Végétarien'), 0),
              ],
            },
          ],
        }),
      ],
    },
    {
      key: 'COLD_DRINKS',
      maxQty: 10,
      stopped: true,
      names: names(
        'Cold drinks',
        'Bevande fredde',
        'Bebidas frías',
        'Boissons fraîches',
        'Soğuk içecekler',
        'Edari hotzak',
        'Begudes fredes',
        'Bebidas heladas',
      ),
      products: [
        product({
          key: 'FRUIT_JUICE',
          price: 1.8,
          points: 1,
          name: tr(
            'Fruit juice 20 cl',
            'Succo di frutta 20 cl',
            'Zumo de frutas 20 cl',
            'Jus de fruits 20 cl',
          ),
          description: tr(
            'Peach, pear or apricot.',
            'Pesca, pera o albicocca.',
            'Melocotón, pera o albaricoque.',
            'Pêche, poire ou abricot.',
          ),
        }),
        product({
          key: 'SMOOTHIE',
          price: 3.5,
          points: 1,
          name: tr(
            'Strawberry and banana smoothie',
            'Frullato fragola e banana',
            'Batido de fresa y plátano',
            'Smoothie fraise-banane',
          ),
          description: tr(
            'Blended to order with fresh fruit.',
            'Frullato al momento con frutta fresca.',
            'Batido al momento con fruta fresca.',
            'Mixé minute avec des fruits frais.',
          ),
        }),
      ],
    },
  ],
};
