import { useEffect, useRef } from "react";

export const STOCK_IMAGE = "/images/airport-stock.svg";

/**
 * An <img> that shows the stock airport picture when its own picture cannot load:
 *  - without JavaScript, the stock picture is the element's background, so a broken picture leaves it in view;
 *  - with JavaScript, onError swaps the source, and a picture that already failed
 *    before hydration (when no handler was attached yet) is caught on mount.
 */
export function FallbackImage({
  src,
  alt,
  fallback = STOCK_IMAGE,
  onFallback,
  style,
  ...rest
}: React.ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  fallback?: string;
  onFallback?: () => void;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const showFallback = (img: HTMLImageElement) => {
    if (img.src.endsWith(fallback)) return;
    img.src = fallback;
    onFallback?.();
  };
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) showFallback(img);
  });
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      {...rest}
      style={{ backgroundImage: `url(${fallback})`, backgroundSize: "cover", backgroundPosition: "center", ...style }}
      onError={(e) => showFallback(e.currentTarget)}
    />
  );
}
