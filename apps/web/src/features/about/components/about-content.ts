/** The About page's words, kept apart from its layout. */

export const HERITAGE_PARAGRAPHS = [
  'Attar House was founded in Lucknow, a city that has worn perfume as a courtesy for centuries. In the courts of Awadh a guest was welcomed with a touch of attar on the wrist, and a good scent was as much a part of dress as a fine angrakha.',
  'We began as a small counter of perfume oils in Hazratganj, buying directly from the distillers of Kannauj. Over the years the house grew to include fine jewellery, because the families who come to us for the wedding attar also want the wedding kundan, and both are made by the same kind of patient hands.',
];

export const CRAFTS = [
  {
    id: 'attar',
    eyebrow: 'From Kannauj',
    title: 'Attars distilled the old way',
    paragraphs: [
      'Kannauj, on the banks of the Ganga, has distilled perfume for more than four hundred years. Our attars are made there by the deg-bhapka method: fresh flowers are packed into copper degs sealed with clay and heated over wood and cow-dung fires, and the fragrant vapour travels through a bamboo pipe into a bhapka of sandalwood oil cooled in water.',
      'The distiller judges each batch by hand and nose, over days rather than hours. The result is an alcohol-free perfume oil: rose from the spring harvest, monsoon mitti from baked earth, and shamama, a blend of dozens of herbs and resins aged for months.',
    ],
  },
  {
    id: 'jewellery',
    eyebrow: 'From the karigar’s bench',
    title: 'Kundan and polki, set by hand',
    paragraphs: [
      'Kundan is the art of setting stones in ribbons of highly refined gold, pressed in by hand around each stone rather than held by claws. Polki uses uncut diamonds in their natural shape, with the gleam of the stone rather than the sparkle of facets.',
      'Our pieces are made by karigars in Jaipur and Hyderabad, often finished with meenakari enamel on the reverse so that a necklace is as beautiful on the inside as it is when worn. Gold is hallmarked, and each piece is inspected in Lucknow before it is boxed.',
    ],
  },
];

export const PROMISES = [
  {
    title: 'Honest ingredients',
    text: 'We say what is in every bottle: natural oils where the label says so, and no alcohol in our attars.',
  },
  {
    title: 'Made by known hands',
    text: 'We buy from the same distillers and workshops year after year, and pay them fairly for slow work.',
  },
  {
    title: 'Care after the sale',
    text: 'Free shipping all over India, free returns within 15 days, and a person who answers when you write to us.',
  },
];

export const POLICIES = [
  {
    id: 'shipping-policy',
    title: 'Shipping Policy',
    text: 'Shipping is free all over India. Orders are packed in Lucknow and sent with tracking; cash on delivery is offered where the pincode allows it, with a small fee shown at checkout.',
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    text: 'We keep only what we need to deliver your orders and look after your account: your name, contact details, addresses and order history. We do not sell your information.',
  },
  {
    id: 'terms-of-service',
    title: 'Terms of Service',
    text: 'Prices are in Indian rupees and include GST. An order is confirmed once we accept it; promotion codes apply one per order under the conditions shown with each offer.',
  },
];
