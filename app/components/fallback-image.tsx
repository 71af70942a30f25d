import { useEffect, useRef, useState } from "react";

export const STOCK_IMAGE = "/images/airport-stock.svg";

/**
 * An <img> that shows something else when its own picture cannot load:
 *  - by default the stock airport picture: without JavaScript it is the element's background, so a broken
 *    picture leaves it in view (`.fallback-img` in app/app.css covers the browser's broken-image icon with
 *    it); with JavaScript, onError swaps the source;
 *  - with `placeholder` (null for nothing), that instead of the <img> once the picture failed (with JavaScript;
 *    without it, the server renders the placeholder itself when it knows there is no picture).
 * A picture that already failed before hydration (when no handler was attached yet) is caught on mount.
 */
export function FallbackImage({
  src,
  alt,
  fallback = STOCK_IMAGE,
  placeholder,
  onFallback,
  style,
  ...rest
}: React.ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  fallback?: string;
  placeholder?: React.ReactNode;
  onFallback?: () => void;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const showFallback = (img: HTMLImageElement) => {
    if (placeholder !== undefined) {
      if (!failed) onFallback?.();
      setFailed(true);
      return;
    }
    if (img.src.endsWith(fallback)) return;
    img.src = fallback;
    onFallback?.();
  };
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) showFallback(img);
  });
  if (failed && placeholder !== undefined) return <>{placeholder}</>;
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      {...rest}
      className={placeholder !== undefined ? rest.className : `fallback-img ${rest.className ?? ""}`.trim()}
      style={
        placeholder !== undefined
          ? style
          : { backgroundImage: `url(${fallback})`, backgroundSize: "cover", backgroundPosition: "center", ...style }
      }
      onError={(e) => showFallback(e.currentTarget)}
    />
  );
}
