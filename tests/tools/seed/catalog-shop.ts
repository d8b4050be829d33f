// The shop catalog (sandwiches, salads, drinks, fruit) offered by every canteen; fruit & snacks is stopped.
import { names, option, product, type CatalogDef } from './catalog-types';
import { tr } from './types';

const BREAD = {
  name: tr('Bread', 'Pane', 'Pan', 'Pain'),
  min: 1,
  max: 1,
  options: [
    option(tr('White', 'Bianco', 'Blanco', 'Blanc'), 0),
    option(tr('Wholemeal', 'Integrale', 'Integral', 'Complet'), 0),
    option(tr('Gluten-free', 'Senza glutine', 'Sin gluten', 'Sans gluten'), 0.5),
  ],
};

export const SHOP_CATALOG: CatalogDef = {
  tag: 'shop',
  name: tr('Shop', 'Shop', 'Tienda', 'Boutique'),
  hours: { from: '07:30', to: '16:00' },
  categories: [
    {
      key: 'SANDWICHES',
      hours: [{ from: '11:00', to: '15:00' }],
      maxQty: 5,
      stopped: false,
      names: names(
        'Sandwiches & wraps',
        'Panini e piadine',
        'Bocadillos y wraps',
        'Sandwichs et wraps',
        'Sandviçler ve dürümler',
        'Ogitartekoak eta wrapak',
        'Entrepans i wraps',
        'Sándwiches y wraps',
      ),
      products: [
        product({
          key: 'PIADINA',
          price: 5.5,
          points: 2,
          name: tr(
            'Piadina with ham and stracchino',
            'Piadina crudo e stracchino',
            'Piadina de jamón y stracchino',
            'Piadina jambon cru et stracchino',
          ),
          description: tr(
            'Romagna flatbread with cured ham, soft cheese and rocket.',
            'Piadina romagnola con prosciutto crudo, stracchino e rucola.',
            'Piadina romañola con jamón curado, queso tierno y rúcula.',
            'Galette romagnole, jambon cru, fromage frais et roquette.',
          ),
          variants: [BREAD],
        }),
        product({
          key: 'CLUB',
          price: 6.2,
          points: 2,
          name: tr(
            'Chicken and bacon club sandwich',
            'Club sandwich pollo e bacon',
            'Sándwich club de pollo y bacon',
            'Club sandwich poulet et bacon',
          ),
          description: tr(
            'Toasted triple-decker with chicken, bacon, lettuce and tomato.',
            'Tramezzino tostato a tre strati con pollo, bacon, lattuga e pomodoro.',
            'Sándwich tostado de tres pisos con pollo, bacon, lechuga y tomate.',
            'Triple sandwich toasté, poulet, bacon, laitue et tomate.',
          ),
          options: [option(tr('Extra cheddar', 'Cheddar extra', 'Cheddar extra', 'Cheddar en plus'), 0.5)],
          variants: [BREAD],
        }),
        product({
          key: 'WRAP_VEG',
          price: 5.0,
          points: 2,
          name: tr(
            'Veggie wrap with hummus',
            'Wrap vegetariano con hummus',
            'Wrap vegetal con hummus',
            'Wrap végétarien au houmous',
          ),
          description: tr(
            'Wheat tortilla with hummus, grilled vegetables and spinach.',
            'Tortilla di frumento con hummus, verdure grigliate e spinacino.',
            'Tortilla de trigo con hummus, verduras a la plancha y espinacas.',
            'Tortilla de blé, houmous, légumes grillés et pousses d’épinard.',
          ),
        }),
      ],
    },
    {
      key: 'SALADS',
      hours: [{ from: '11:30', to: '15:00' }],
      maxQty: 3,
      stopped: false,
      names: names(
        'Salads',
        'Insalatone',
        'Ensaladas',
        'Salades',
        'Salatalar',
        'Entsaladak',
        'Amanides',
        'Ensaladas',
      ),
      products: [
        product({
          key: 'CAESAR',
          price: 7.5,
          points: 3,
          name: tr(
            'Chicken Caesar salad',
            'Insalata Caesar con pollo',
            'Ensalada César con pollo',
            'Salade César au poulet',
          ),
          description: tr(
            'Romaine, grilled chicken, croutons and Parmigiano shavings.',
            'Lattuga romana, pollo grigliato, crostini e scaglie di Parmigiano.',
            'Lechuga romana, pollo a la plancha, picatostes y Parmigiano.',
            'Romaine, poulet grillé, croûtons et copeaux de Parmigiano.',
          ),
          variants: [
            {
              name: tr('Dressing', 'Condimento', 'Aliño', 'Sauce'),
              min: 1,
              max: 1,
              options: [
                option(tr('Caesar dressing', 'Salsa Caesar', 'Salsa César', 'Sauce César'), 0),
                option(tr('Oil and lemon', 'Olio e limone', 'Aceite y limón', 'Huile et citron'), 0),
                option(tr('Yogurt sauce', 'Salsa allo yogurt', 'Salsa de yogur', 'Sauce au yaourt'), 0),
              ],
            },
          ],
        }),
        product({
          key: 'GREEK',
          price: 6.9,
          points: 2,
          name: tr(
            'Greek salad with feta',
            'Insalata greca con feta',
            'Ensalada griega con feta',
            'Salade grecque à la feta',
          ),
          description: tr(
            'Tomato, cucumber, red onion, olives and feta cheese.',
            'Pomodoro, cetriolo, cipolla rossa, olive e feta.',
            'Tomate, pepino, cebolla morada, aceitunas y queso feta.',
            'Tomate, concombre, oignon rouge, olives et feta.',
          ),
        }),
        product({
          key: 'POKE',
          price: 9.5,
          points: 3,
          available: false,
          name: tr('Salmon poke bowl', 'Poke di salmone', 'Poke de salmón', 'Poke bowl au saumon'),
          description: tr(
            'Sushi rice, marinated salmon, edamame, avocado and sesame.',
            'Riso da sushi, salmone marinato, edamame, avocado e sesamo.',
            'Arroz de sushi, salmón marinado, edamame, aguacate y sésamo.',
            'Riz à sushi, saumon mariné, edamame, avocat et sésame.',
          ),
          options: [option(tr('Extra avocado', 'Avocado extra', 'Aguacate extra', 'Avocat en plus'), 1)],
        }),
      ],
    },
    {
      key: 'DRINKS',
      maxQty: 6,
      stopped: false,
      names: names(
        'Drinks',
        'Bevande',
        'Bebidas',
        'Boissons',
        'İçecekler',
        'Edariak',
        'Begudes',
        'Bebestibles',
      ),
      products: [
        product({
          key: 'WATER',
          price: 1.0,
          points: 0,
          name: tr('Mineral water 50 cl', 'Acqua minerale 50 cl', 'Agua mineral 50 cl', 'Eau minérale 50 cl'),
          description: tr(
            'Bottled mineral water.',
            'Acqua minerale in bottiglia.',
            'Agua mineral embotellada.',
            'Eau minérale en bouteille.',
          ),
          variants: [
            {
              name: tr('Type', 'Tipo', 'Tipo', 'Type'),
              min: 1,
              max: 1,
              options: [
                option(tr('Still', 'Naturale', 'Sin gas', 'Plate'), 0),
                option(tr('Sparkling', 'Frizzante', 'Con gas', 'Gazeuse'), 0),
              ],
            },
          ],
        }),
        product({
          key: 'ORANGE_JUICE',
          price: 2.8,
          points: 1,
          name: tr(
            'Freshly squeezed orange juice',
            "Spremuta d'arancia",
            'Zumo de naranja natural',
            "Jus d'orange pressé",
          ),
          description: tr(
            'Squeezed to order from Sicilian oranges.',
            'Spremuta al momento da arance di Sicilia.',
            'Exprimido al momento con naranjas de temporada.',
            'Pressé minute avec des oranges de Sicile.',
          ),
          variants: [
            {
              name: tr('Size', 'Formato', 'Tamaño', 'Taille'),
              min: 1,
              max: 1,
              options: [
                option(tr('Regular', 'Normale', 'Normal', 'Normal'), 0),
                option(tr('Large', 'Grande', 'Grande', 'Grand'), 20, true),
              ],
            },
          ],
        }),
        product({
          key: 'ICED_TEA',
          price: 2.2,
          points: 1,
          name: tr('Lemon iced tea', 'Tè freddo al limone', 'Té frío al limón', 'Thé glacé au citron'),
          description: tr(
            'Home-brewed black tea with lemon, lightly sweetened.',
            'Tè nero preparato in casa con limone, poco zuccherato.',
            'Té negro casero con limón, poco azucarado.',
            'Thé noir maison au citron, peu sucré.',
          ),
        }),
      ],
    },
    {
      key: 'FRUIT_SNACKS',
      maxQty: 4,
      stopped: true,
      names: names(
        'Fruit & snacks',
        'Frutta e snack',
        'Fruta y snacks',
        'Fruits et en-cas',
        'Meyve ve atıştırmalıklar',
        'Fruta eta mokadutxoak',
        'Fruita i snacks',
        'Fruta y colaciones',
      ),
      products: [
        product({
          key: 'FRUIT_CUP',
          price: 2.5,
          points: 1,
          name: tr(
            'Fresh fruit cup',
            'Macedonia in coppetta',
            'Vasito de fruta fresca',
            'Coupe de fruits frais',
          ),
          description: tr(
            'Seasonal fruit, cut this morning.',
            'Frutta di stagione tagliata al mattino.',
            'Fruta de temporada cortada por la mañana.',
            'Fruits de saison coupés le matin.',
          ),
        }),
        product({
          key: 'CEREAL_BAR',
          price: 1.5,
          points: 1,
          name: tr(
            'Oat and honey bar',
            'Barretta avena e miele',
            'Barrita de avena y miel',
            'Barre avoine et miel',
          ),
          description: tr(
            'Baked oat bar with honey and almonds.',
            'Barretta di avena al forno con miele e mandorle.',
            'Barrita de avena horneada con miel y almendras.',
            'Barre d’avoine cuite au miel et aux amandes.',
          ),
        }),
        product({
          key: 'YOGURT_GRANOLA',
          price: 2.9,
          points: 1,
          name: tr('Yogurt with granola', 'Yogurt con granola', 'Yogur con granola', 'Yaourt au granola'),
          description: tr(
            'Natural yogurt with crunchy granola and berries.',
            'Yogurt bianco con granola croccante e frutti di bosco.',
            'Yogur natural con granola crujiente y frutos rojos.',
            'Yaourt nature, granola croustillant et fruits rouges.',
          ),
        }),
      ],
    },
  ],
};
