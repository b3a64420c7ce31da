// @ts-check
// Generates the hero's results screenshots (stylised shop result grids) as small
// SVGs, one per demo example and language. Run: node mf-home/scripts/make-screens.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = join(import.meta.dirname, '../src/features/home/assets/screens');
mkdirSync(out, { recursive: true });

const palette = ['#c7d2fe', '#a7f3d0', '#fde68a', '#fecaca', '#bae6fd', '#ddd6fe'];
const shapes = [
  // simple product silhouettes, drawn in a 60x44 box
  'M8 34h44l-6-10H20l-4-8H8z',
  'M14 38h32l4-26H10z',
  'M30 6l20 32H10z',
  'M10 10h40v28H10z',
  'M30 8a15 15 0 1 0 .1 0z',
  'M12 36c0-14 8-26 18-26s18 12 18 26z',
];

/** @typedef {[name: string, price: string]} Product */
/** @typedef {[query: string, products: Product[]]} Example */

/** @type {Record<'en' | 'es', Example[]>} */
export const examples = {
  en: [
    [
      'sneakers under $100',
      [
        ['Street Runner', '$89'],
        ['Court Classic', '$79'],
        ['Trail Lite', '$95'],
        ['Urban Knit', '$69'],
        ['Canvas Low', '$49'],
        ['Air Step', '$99'],
      ],
    ],
    [
      'ingredients for a vegetable tart',
      [
        ['Puff pastry', '$3.20'],
        ['Baby spinach', '$2.50'],
        ['Ricotta', '$4.10'],
        ['Free-range eggs', '$3.90'],
        ['Zucchini', '$1.80'],
        ['Parmesan', '$5.40'],
      ],
    ],
    [
      'gift for a 3-year-old',
      [
        ['Wooden blocks', '$24'],
        ['Picture book', '$12'],
        ['Balance bike', '$59'],
        ['Floor puzzle', '$15'],
        ['Xylophone', '$19'],
        ['Plush bear', '$18'],
      ],
    ],
    [
      'automate the lights in my home',
      [
        ['Smart bulb', '$14'],
        ['Smart switch', '$29'],
        ['Home hub', '$49'],
        ['Motion sensor', '$22'],
        ['LED strip', '$35'],
        ['Smart plug', '$12'],
      ],
    ],
    [
      'celiac shopping list for $50',
      [
        ['GF bread', '$5.50'],
        ['GF pasta', '$3.20'],
        ['Rice flour', '$2.80'],
        ['Quinoa', '$4.90'],
        ['GF crackers', '$3.60'],
        ['Corn tortillas', '$2.40'],
      ],
    ],
    [
      'how to cool a 30 m2 room',
      [
        ['Split AC 12k BTU', '$399'],
        ['Portable AC', '$299'],
        ['Tower fan', '$79'],
        ['Ceiling fan', '$129'],
        ['Blackout curtain', '$39'],
        ['Window film', '$25'],
      ],
    ],
  ],
  es: [
    [
      'zapatillas por menos de $100',
      [
        ['Street Runner', '$89'],
        ['Court Classic', '$79'],
        ['Trail Lite', '$95'],
        ['Urban Knit', '$69'],
        ['Lona Baja', '$49'],
        ['Air Step', '$99'],
      ],
    ],
    [
      'ingredientes para una tarta de verduras',
      [
        ['Masa hojaldre', '$3,20'],
        ['Espinaca', '$2,50'],
        ['Ricota', '$4,10'],
        ['Huevos de campo', '$3,90'],
        ['Zapallito', '$1,80'],
        ['Queso rallado', '$5,40'],
      ],
    ],
    [
      'regalo para un niño de 3 años',
      [
        ['Bloques de madera', '$24'],
        ['Libro ilustrado', '$12'],
        ['Bici sin pedales', '$59'],
        ['Rompecabezas', '$15'],
        ['Xilófono', '$19'],
        ['Osito de peluche', '$18'],
      ],
    ],
    [
      'automatizar las luces de mi casa',
      [
        ['Foco inteligente', '$14'],
        ['Interruptor smart', '$29'],
        ['Hub del hogar', '$49'],
        ['Sensor de movimiento', '$22'],
        ['Tira LED', '$35'],
        ['Enchufe smart', '$12'],
      ],
    ],
    [
      'lista de compras para celíacos por $50',
      [
        ['Pan sin TACC', '$5,50'],
        ['Fideos sin TACC', '$3,20'],
        ['Harina de arroz', '$2,80'],
        ['Quinoa', '$4,90'],
        ['Galletitas sin TACC', '$3,60'],
        ['Tortillas de maíz', '$2,40'],
      ],
    ],
    [
      'cómo enfriar un cuarto de 30 m2',
      [
        ['Split 3000 frigorías', '$399'],
        ['Aire portátil', '$299'],
        ['Ventilador de torre', '$79'],
        ['Ventilador de techo', '$129'],
        ['Cortina blackout', '$39'],
        ['Lámina para ventana', '$25'],
      ],
    ],
  ],
};

/** @param {string} s text for an SVG text node */
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * One results screenshot.
 * @param {string} lang
 * @param {number} index the example's place in its language's list
 * @param {string} query
 * @param {Product[]} products
 */
function svg(lang, index, query, products) {
  const shop = lang === 'es' ? 'Tu tienda' : 'Your store';
  const found =
    lang === 'es' ? `${products.length} resultados relevantes` : `${products.length} relevant results`;
  const cards = products
    .map(([name, price], i) => {
      const x = 16 + (i % 3) * 152;
      const y = 92 + Math.floor(i / 3) * 112;
      const c = palette[(i + index) % palette.length];
      return `<g transform="translate(${x} ${y})"><rect width="144" height="104" rx="8" fill="#fff" stroke="#d4d8e6"/><rect x="8" y="8" width="128" height="50" rx="6" fill="${c}"/><path transform="translate(42 11)" d="${shapes[(i + index) % shapes.length]}" fill="#4338ca" opacity=".55"/><text x="8" y="76" font-size="11" fill="#111827">${esc(name)}</text><text x="8" y="94" font-size="12" font-weight="700" fill="#0f766e">${esc(price)}</text></g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" font-family="system-ui,sans-serif"><rect width="480" height="320" rx="12" fill="#f6f7fb"/><rect width="480" height="36" rx="12" fill="#0b1020"/><rect y="24" width="480" height="12" fill="#0b1020"/><circle cx="18" cy="18" r="5" fill="#f87171"/><circle cx="34" cy="18" r="5" fill="#fbbf24"/><circle cx="50" cy="18" r="5" fill="#34d399"/><text x="70" y="22" font-size="12" fill="#e5e7eb">${shop}</text><rect x="16" y="46" width="448" height="28" rx="14" fill="#fff" stroke="#4338ca"/><text x="32" y="64" font-size="12" fill="#111827">${esc(query)}</text><text x="16" y="87" font-size="9" fill="#4b5563">${found}</text>${cards}</svg>\n`;
}

for (const [lang, list] of Object.entries(examples)) {
  list.forEach(([query, products], i) => {
    writeFileSync(join(out, `${lang}-${i + 1}.svg`), svg(lang, i, query, products));
  });
}
