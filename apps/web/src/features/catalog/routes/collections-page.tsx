import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CollectionTile } from '../components/collection-tile';
import { PageHeader } from '../components/page-header';
import { type Collection, COLLECTIONS } from '../collections';

const GROUPS: { title: string; includes: (collection: Collection) => boolean }[] = [
  { title: 'By wearer', includes: (collection) => collection.filter.gender !== undefined },
  { title: 'By occasion', includes: (collection) => collection.filter.occasion !== undefined },
  {
    title: 'Jewelry and gifts',
    includes: (collection) => collection.filter.productType !== undefined,
  },
];

/** /collections: the curated collections as tiles, grouped by what they gather. */
export default function CollectionsPage() {
  useDocumentTitle(
    'Collections',
    'Attar House collections: for him, for her and unisex; for weddings, festivals, evenings, the office and every day; fine jewelry and gift sets.',
  );
  return (
    <Container className="pb-24">
      <PageHeader
        eyebrow="The collection"
        title="Collections"
        description="Fragrance and jewelry gathered by who wears them and when."
      />
      {GROUPS.map((group) => (
        <section
          key={group.title}
          aria-labelledby={`collections-${group.title}`}
          className="pt-10 sm:pt-12"
        >
          <h2
            id={`collections-${group.title}`}
            className="text-eyebrow font-medium text-stone uppercase font-sans"
          >
            {group.title}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
            {COLLECTIONS.filter(group.includes).map((collection) => (
              <li key={collection.slug}>
                <CollectionTile collection={collection} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
