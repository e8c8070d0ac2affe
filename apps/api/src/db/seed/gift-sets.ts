import type { SeedProduct } from './seed-product.js';

export const GIFT_SETS: SeedProduct[] = [
  {
    sku: 'AH-GS-001',
    name: 'Attar Discovery Coffret',
    categorySlug: 'gift-sets',
    tone: 'amber',
    form: 'coffret',
    gender: 'UNISEX',
    occasions: ['DAILY', 'FESTIVE'],
    notes: ['rose', 'jasmine', 'vetiver', 'saffron', 'sandalwood', 'baked earth'],
    size: '6 x 3 ml',
    price: 3200,
    stock: 55,
    shortDescription: 'Six of our best-loved attars in miniature.',
    description:
      'Kannauj Rose, Mogra, Khus, Kesar Chandan, Mitti and Shamama in 3 ml crystal vials with glass daubers. Presented in a linen coffret with a guide to each oil. The perfect way to find your attar.',
  },
  {
    sku: 'AH-GS-002',
    name: 'Wedding Trousseau Chest',
    categorySlug: 'gift-sets',
    tone: 'ruby',
    form: 'chest',
    gender: 'WOMEN',
    occasions: ['WEDDING'],
    notes: ['damask rose', 'jasmine sambac', 'sandalwood'],
    size: 'Eau de parfum 100 ml, attar 12 ml, jhumkas',
    dimensions: 'Chest 28 x 20 x 16 cm',
    price: 45000,
    salePrice: 39900,
    stock: 3,
    featured: true,
    shortDescription: 'A carved sheesham chest holding fragrance and gold for the bride.',
    description:
      'A hand-carved sheesham wood chest with brass fittings, holding Chandni Jasmine eau de parfum, Kannauj Rose Attar and a pair of gold-plated silver jhumkas. Lined in red silk and wrapped for the shagun. A gift to be kept long after the wedding.',
  },
  {
    sku: 'AH-GS-003',
    name: 'Diwali Diya Gift Box',
    categorySlug: 'gift-sets',
    tone: 'marigold',
    form: 'box',
    gender: 'UNISEX',
    occasions: ['FESTIVE'],
    notes: ['marigold', 'saffron', 'sandalwood'],
    size: '2 x 50 ml',
    price: 5900,
    salePrice: 4990,
    stock: 40,
    shortDescription: 'Two festive eaux de parfum with a brass diya.',
    description:
      'Genda Phool Festive and Udaipur Amber Musk in 50 ml bottles, with a hand-beaten brass diya from Moradabad. Packed in a marigold box with a gold ribbon and a card for your message. Our most-gifted set every Diwali.',
  },
  {
    sku: 'AH-GS-004',
    name: 'His & Hers Eau de Parfum Duo',
    categorySlug: 'gift-sets',
    tone: 'ink',
    form: 'box',
    gender: null,
    occasions: ['WEDDING', 'EVENING'],
    notes: ['vetiver', 'bergamot', 'jasmine sambac', 'tuberose'],
    size: '2 x 100 ml',
    price: 11500,
    stock: 20,
    shortDescription: 'Monsoon Vetiver and Chandni Jasmine, side by side.',
    description:
      'Our two best-sellers, Monsoon Vetiver for him and Chandni Jasmine for her, in full 100 ml bottles. Boxed in black with a champagne-gold ribbon. A thoughtful gift for newly-weds and anniversaries.',
  },
  {
    sku: 'AH-GS-005',
    name: 'Oud Connoisseur Chest',
    categorySlug: 'gift-sets',
    tone: 'oud',
    form: 'chest',
    gender: 'MEN',
    occasions: ['EVENING', 'FESTIVE'],
    notes: ['oud', 'saffron', 'leather', 'sandalwood'],
    size: '3 x 12 ml attars and 50 ml eau de parfum',
    dimensions: 'Chest 24 x 16 x 12 cm',
    price: 18500,
    stock: 8,
    shortDescription: 'A journey through oud, from pure oil to modern parfum.',
    description:
      'Three 12 ml oud attars of rising intensity and a 50 ml Assam Oud Royale, nestled in a dark wooden chest. A tasting card walks through each one. For the collector, or for someone about to become one.',
  },
  {
    sku: 'AH-GS-006',
    name: 'Pearl & Jasmine Gift Set',
    categorySlug: 'gift-sets',
    tone: 'emerald',
    form: 'box',
    gender: 'WOMEN',
    occasions: ['WEDDING', 'FESTIVE'],
    notes: ['jasmine sambac', 'sandalwood'],
    size: 'Mogra Attar 12 ml with pearl studs',
    dimensions: 'Studs 8 mm',
    price: 14900,
    stock: 12,
    shortDescription: 'Mogra attar and Basra pearl studs, a timeless pairing.',
    description:
      'Our Mogra Attar paired with 8 mm Basra pearl studs on 18 karat gold posts. Presented in an emerald box tied with a gold ribbon. For a bride, a mother or a best friend.',
  },
  {
    sku: 'AH-GS-007',
    name: 'Eau de Parfum Discovery Set',
    categorySlug: 'gift-sets',
    tone: 'sandal',
    form: 'box',
    gender: 'UNISEX',
    occasions: ['DAILY', 'FESTIVE'],
    notes: ['vetiver', 'rose', 'saffron', 'jasmine sambac', 'darjeeling tea', 'cedar'],
    size: '5 x 10 ml',
    price: 5500,
    // Made of components (below): its stock is what their vials allow, none of its own.
    stock: 0,
    shortDescription: 'Five of our eaux de parfum in 10 ml vials, to find yours.',
    description:
      'Monsoon Vetiver, Jaipur Rose Saffron, Chandni Jasmine, Darjeeling First Flush and Himalayan Cedar, each in a 10 ml vial with a spray, in a sandalwood-coloured box with a card on each scent. Found the one? Its full bottle is a click away.',
  },
];

/**
 * The gift sets made of other products' variants (docs/decisions/0060-gift-sets-from-components.md):
 * each set's SKU and its components' variant SKUs (seed/variants.ts names the extra sizes
 * `<product SKU>-<size>`), so many of each to a set.
 */
export const GIFT_SET_COMPONENTS: {
  setSku: string;
  components: { sku: string; quantity: number }[];
}[] = [
  {
    setSku: 'AH-GS-007',
    components: [
      { sku: 'AH-FR-001-10ML', quantity: 1 },
      { sku: 'AH-FR-002-10ML', quantity: 1 },
      { sku: 'AH-FR-003-10ML', quantity: 1 },
      { sku: 'AH-FR-005-10ML', quantity: 1 },
      { sku: 'AH-FR-009-10ML', quantity: 1 },
    ],
  },
];
