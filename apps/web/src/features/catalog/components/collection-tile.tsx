import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { collectionPath } from '@/lib/paths';
import type { Collection } from '../collections';

/** One collection on the index: a quiet card whose whole face is the link. */
export function CollectionTile({ collection }: { collection: Collection }) {
  return (
    <Link
      to={collectionPath(collection.slug)}
      className="group flex h-full flex-col justify-between rounded-card border border-rule bg-paper p-5 transition-colors duration-300 ease-soft hover:border-gold-deep sm:min-h-40 sm:p-8"
    >
      <div>
        <span aria-hidden="true" className="block h-px w-10 bg-gold" />
        <h3 className="mt-4 text-2xl text-ink group-hover:text-gold-deep sm:mt-5 sm:text-3xl">
          {collection.title}
        </h3>
        <p className="mt-2 text-sm text-stone">{collection.description}</p>
      </div>
      <span className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-gold-deep sm:mt-6">
        Explore
        <ArrowRight
          aria-hidden="true"
          className="size-4 motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:translate-x-1"
        />
      </span>
    </Link>
  );
}
