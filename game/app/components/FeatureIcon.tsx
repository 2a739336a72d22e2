// Line icons drawn on a 24-unit grid: the landing page's feature list, and the small
// marks beside achievements and transcended monsters (drawn, as emoji fonts are missing
// on many desktops and phones).
const iconPaths = {
  collect:
    "M9 2h9a2 2 0 0 1 2 2v13M6 5h9a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM10.5 10l1 2.2 2.2 1-2.2 1-1 2.3-1-2.3-2.2-1 2.2-1Z",
  teams:
    "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16.5 11a2.5 2.5 0 1 0 0-5M18 14.3c2 .7 3.5 2.8 3.5 5.7",
  campaign: "M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20ZM9 4v13.5M15 6.5V20",
  trophy: "M8 4h8v5a4 4 0 0 1-8 0ZM8 6H5a3 3 0 0 0 3.3 4M16 6h3a3 3 0 0 1-3.3 4M12 13v4M8.5 20h7l-1-3h-5Z",
  shop: "M5 8h14l-1.2 12H6.2ZM9 10V6.5a3 3 0 0 1 6 0V10",
  vip: "M4 17 3 7.5l5 3.5 4-6 4 6 5-3.5-1 9.5ZM4.5 20.5h15",
} as const;

export type FeatureIconName = keyof typeof iconPaths;

export function FeatureIcon({
  name,
  size = 28,
  className = "feature-icon",
}: {
  name: FeatureIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
