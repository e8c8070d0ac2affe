import {
  FRAGRANCE_FAMILIES,
  FRAGRANCE_FAMILY_LABELS,
  METAL_LABELS,
  METALS,
} from '@attar/contracts';
import { choiceToParam } from '../listing-params';
import type { FacetChoice, Facets } from '../product-facets';
import { FilterGroup } from './filter-group';
import { PriceRangeFilter } from './price-range-filter';

const familyOptions = FRAGRANCE_FAMILIES.map((family) => ({
  value: choiceToParam(family),
  label: FRAGRANCE_FAMILY_LABELS[family],
}));
const metalOptions = METALS.map((metal) => ({
  value: choiceToParam(metal),
  label: METAL_LABELS[metal],
}));
/** The notes offered as chips; any other note in the URL is shown as a chip of its own. */
export const NOTE_CHOICES = [
  'rose',
  'jasmine',
  'oud',
  'sandalwood',
  'saffron',
  'amber',
  'musk',
  'vetiver',
  'leather',
  'vanilla',
] as const;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface FacetFiltersProps {
  offered: FacetChoice;
  facets: Facets;
  setFilter: (key: string, value: string | null) => void;
  setFilters: (changes: Record<string, string | null>) => void;
}

/** The filters every listing shares: price, then notes and family for scents, metal for jewelry. */
export function FacetFilters({ offered, facets, setFilter, setFilters }: FacetFiltersProps) {
  const notes: string[] = [...NOTE_CHOICES];
  // A note from a shared link that is not among the chips still shows, first, as chosen.
  if (facets.note && !notes.includes(facets.note)) notes.unshift(facets.note);
  return (
    <>
      <PriceRangeFilter
        min={facets.minPrice}
        max={facets.maxPrice}
        onApply={(min, max) =>
          setFilters({
            minPrice: min === null ? null : String(min),
            maxPrice: max === null ? null : String(max),
          })
        }
      />
      {offered.scent ? (
        <>
          <FilterGroup
            label="Family"
            options={familyOptions}
            selected={facets.family && choiceToParam(facets.family)}
            onSelect={(value) => setFilter('family', value)}
          />
          <FilterGroup
            label="Notes"
            options={notes.map((note) => ({ value: note, label: capitalised(note) }))}
            selected={facets.note}
            onSelect={(value) => setFilter('note', value)}
          />
        </>
      ) : null}
      {offered.metal ? (
        <FilterGroup
          label="Metal"
          options={metalOptions}
          selected={facets.metal && choiceToParam(facets.metal)}
          onSelect={(value) => setFilter('metal', value)}
        />
      ) : null}
    </>
  );
}
