import { useState } from 'react';

/** The item's picture, or an inline "No Image" when it has none or it fails to load (spec). */
export function ReturnItemImage({ src, name }: { src: string | null | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame =
    'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-soft border border-rule bg-ivory-deep';
  if (!src || failedSrc === src) {
    return <div className={`${frame} text-xs text-stone`}>No Image</div>;
  }
  return (
    <div className={frame}>
      <img
        src={src}
        alt={name}
        width={80}
        height={80}
        className="size-full object-cover"
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
