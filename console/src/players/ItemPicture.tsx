// The game's pictures (api/src/art) on the player page: the same same-origin
// SVGs the game shows, sized up front so rows do not shift as they load, and
// fetched only when scrolled near.

import { type ArtSubject, artAspect, artUrl } from "@arena/api/art/art-url";
import { Box, Stack, type SxProps, type Theme } from "@mui/material";
import type { ReactNode } from "react";

interface ItemPictureProps {
  subject: ArtSubject;
  /** The thing's name ("Magmaw (Epic)"): a screen reader says it in place of the picture. */
  alt: string;
  /** CSS pixels: the height, and the width of a square picture (banners are 2.5 times wider). */
  size?: number;
  sx?: SxProps<Theme>;
}

/** What a picture shows and its name: what a row hands to ItemPicture or Pictured. */
export type Picture = Pick<ItemPictureProps, "subject" | "alt">;

export function ItemPicture({ subject, alt, size = 40, sx }: ItemPictureProps) {
  return (
    <Box
      component="img"
      src={artUrl(subject)}
      alt={alt}
      width={Math.round(size * artAspect(subject))}
      height={size}
      loading="lazy"
      decoding="async"
      sx={[{ flex: "none", display: "block" }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

/** A picture with its words beside it: a list's first column. */
export function Pictured({ children, ...picture }: ItemPictureProps & { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <ItemPicture {...picture} />
      <div>{children}</div>
    </Stack>
  );
}
