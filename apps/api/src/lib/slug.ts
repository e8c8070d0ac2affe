/** A URL slug of a name: "Pearl & Jasmine Gift Set" -> "pearl-jasmine-gift-set" (accents dropped). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
