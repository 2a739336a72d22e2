import { useId } from "react";

/** The Monster Arena crest: a horned shield. Decorative, so hidden from screen readers. */
export function BrandMark({ size = 32 }: { size?: number }) {
  // The crest appears more than once per page; each copy needs its own gradient id.
  const gradientId = `brand-mark-${useId().replace(/:/g, "")}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="brand-mark">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffcf6b" />
          <stop offset="1" stopColor="#ff6b3d" />
        </linearGradient>
      </defs>
      <path
        d="M4 3c2 3 4 4 7 4.5L16 6l5 1.5C24 7 26 6 28 3c.5 4-1 7-3 8.5V18c0 6-4.5 9.5-9 11-4.5-1.5-9-5-9-11v-6.5C5 10 3.5 7 4 3Z"
        fill={`url(#${gradientId})`}
      />
      <path d="M11 15.5 13.5 17M21 15.5 18.5 17" stroke="#1a1026" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M12.5 22c2.3 1.4 4.7 1.4 7 0"
        stroke="#1a1026"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
