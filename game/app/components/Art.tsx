// The game's pictures (api/src/art): plain <img>s of same-origin SVGs, sized
// up front so nothing shifts, cached for good under the art's version.
import { type ArtSubject, artAspect, artUrl, shownSkin } from "@arena/api/art/art-url";
import { type Quality, qualities } from "@arena/api/catalogue/basics";
import { skinName } from "@arena/api/words/display-names";

interface PictureProps {
  /** CSS pixels: the height, and the width of a square picture. */
  size: number;
  /** Above the fold: load at once instead of when scrolled near. */
  eager?: boolean;
  className?: string;
}

/** A monster's picture; its alt is the monster's name (and the skin's, when not the first skin) unless `alt` is given. */
export function MonsterArt({
  name,
  skinId,
  quality,
  size,
  alt,
  eager,
  className,
}: PictureProps & { name: string; skinId?: string | null; quality?: Quality | string; alt?: string }) {
  const skin = shownSkin(name, skinId);
  const firstSkin = shownSkin(name, null);
  const frame = (qualities as readonly (string | undefined)[]).includes(quality)
    ? (quality as Quality)
    : undefined;
  const words = alt ?? (skin === firstSkin ? name : `${name}, ${skinName(skin)}`);
  return (
    <img
      className={className ?? "art art--monster"}
      src={artUrl({ kind: "monster", name, skinId: skin, quality: frame })}
      alt={words}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/** Any other picture: eggs, relics, ingredients, cosmetics, currencies, goods. alt "" when its name is printed beside it. */
export function ItemArt({
  subject,
  size,
  alt,
  eager,
  className,
}: PictureProps & { subject: ArtSubject; alt: string }) {
  return (
    <img
      className={className ?? `art art--${subject.kind}`}
      src={artUrl(subject)}
      alt={alt}
      width={Math.round(size * artAspect(subject))}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}

/** A player's avatar inside their frame (both decorative: the player's name is printed beside it). */
export function ProfileAvatar({ avatar, frame, size }: { avatar: string; frame: string; size: number }) {
  return (
    <span className="profile-avatar" style={{ ["--avatar-size" as string]: `${size}px` }}>
      <ItemArt
        subject={{ kind: "cosmetic", id: avatar }}
        size={size}
        alt=""
        eager
        className="art profile-avatar__face"
      />
      <ItemArt
        subject={{ kind: "cosmetic", id: frame }}
        size={size}
        alt=""
        eager
        className="art profile-avatar__frame"
      />
    </span>
  );
}
