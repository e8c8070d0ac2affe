import { INDIAN_RING_SIZES } from '@attar/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';

interface RingSizeGuideProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Indian ring sizes by inner circumference, and how to find one's own with a thread at home.
 * Loaded lazily by the ring's size choice (variant-picker.tsx), hence the default export.
 */
export default function RingSizeGuide({ open, onOpenChange }: RingSizeGuideProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Ring size guide"
        description="Indian ring sizes and the inside circumference of each, in millimetres."
      >
        <section aria-labelledby="ring-measure-heading">
          <h3 id="ring-measure-heading" className="font-medium text-ink">
            How to measure
          </h3>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-stone">
            <li>
              Wrap a strip of paper or a piece of thread once around the base of the finger the ring
              is for. Snug, but loose enough to slide over the knuckle.
            </li>
            <li>Mark where the end meets the strip, with a pen or a pinch of the fingers.</li>
            <li>Lay it flat along a ruler and read the length from the end to the mark in mm.</li>
            <li>
              Find that length below, or the next larger one. Measure at the end of the day, when
              fingers are at their fullest, and twice to be sure.
            </li>
          </ol>
        </section>
        <table className="mt-5 w-full text-left tabular-nums">
          <caption className="sr-only">Indian ring sizes</caption>
          <thead>
            <tr className="border-b border-rule text-stone">
              <th scope="col" className="py-2 font-medium">
                Indian size
              </th>
              <th scope="col" className="py-2 font-medium">
                Inner circumference
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-rule">
            {INDIAN_RING_SIZES.map(({ size, circumferenceMm }) => (
              <tr key={size}>
                <th scope="row" className="py-1.5 font-normal text-ink">
                  {size}
                </th>
                <td className="py-1.5">{circumferenceMm.toFixed(1)} mm</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
