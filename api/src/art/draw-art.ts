// Every picture the art has, drawn on first request and kept: the subjects
// are the catalogue's (species × skin × framed or not, eggs, relics,
// ingredients, cosmetics, currencies, goods), looked up by their URL's file.
import { createHash } from "node:crypto";
import { elements, type Quality, qualities } from "../catalogue/basics.ts";
import { ingredients } from "../catalogue/ingredients.ts";
import { type MonsterName, monsters } from "../catalogue/monsters.ts";
import { relics } from "../catalogue/relics.ts";
import { shopCatalogue } from "../catalogue/shop.ts";
import { defaultCosmetics } from "../profile/profile-rules.ts";
import { type ArtKind, type ArtSubject, artAspect, artFile, shownSkin } from "./art-url.ts";
import {
  bannerArt,
  currencyArt,
  defaultAvatar,
  drawAvatar,
  drawEgg,
  drawIngredient,
  drawRelic,
  frameArt,
  goodsArt,
} from "./item-art.ts";
import { drawMonster, skinStyle } from "./monster-art.ts";
import { ink, qualityFrames } from "./palettes.ts";
import { path, rect, sparkle, svg } from "./shapes.ts";

/** The quality's frame around a picture: plain, blue, purple, gold with a shine. */
function framed(quality: Quality, picture: string): string {
  const { ring, back } = qualityFrames[quality];
  const shine =
    quality === "legendary"
      ? `${path("M8 40 40 8h14L8 54Z", "#ffffff", false, ' opacity="0.18"')}${sparkle(88, 12, 8, "#fff2b0", 1.5)}${sparkle(12, 88, 6, "#fff2b0", 1.5)}`
      : quality === "epic"
        ? `${sparkle(88, 12, 5, ring, 1.5)}`
        : "";
  return `${rect(3, 3, 94, 94, 14, back, false)}<g transform="translate(9 9) scale(0.82)">${picture}</g>${rect(3, 3, 94, 94, 14, "none", 5).replace(ink, ring)}${shine}`;
}

const monsterCosmetic = /^avatar-(.+)$/;

function speciesOf(name: string) {
  return monsters.find((monster) => monster.name === name);
}

function draw(subject: ArtSubject): string | undefined {
  switch (subject.kind) {
    case "monster": {
      const species = speciesOf(subject.name);
      if (!species) return undefined;
      const picture = drawMonster(
        species.name,
        skinStyle(species.name, shownSkin(species.name, subject.skinId)),
      );
      return svg(subject.quality ? framed(subject.quality, picture) : picture);
    }
    case "egg":
      return svg(drawEgg(subject.element, subject.quality));
    case "relic": {
      const relic = relics.find((candidate) => candidate.name === subject.name);
      return relic && svg(drawRelic(relic.name, relic.quality));
    }
    case "ingredient": {
      const ingredient = ingredients.find((candidate) => candidate.name === subject.name);
      return ingredient && svg(drawIngredient(ingredient.name, ingredient.rarity));
    }
    case "cosmetic": {
      const avatarOf = monsterCosmetic.exec(subject.id)?.[1];
      const species = monsters.find((monster) => monster.name.toLowerCase() === avatarOf);
      if (species) return svg(drawAvatar(species.name as MonsterName, "classic"));
      if (subject.id === defaultCosmetics.avatar) return svg(defaultAvatar);
      const banner = bannerArt[subject.id];
      if (banner) return svg(banner, 200, 80);
      const frame = frameArt[subject.id];
      return frame && svg(frame);
    }
    case "currency":
      return svg(currencyArt[subject.currency]);
    case "goods":
      return svg(goodsArt[subject.grant]);
  }
}

/** Every subject the art draws: the ones the catalogue can name. */
export function allArtSubjects(): ArtSubject[] {
  const cosmeticIds = [
    ...Object.values(defaultCosmetics),
    ...shopCatalogue.flatMap((item) => (item.grant.kind === "cosmetic" ? [item.grant.id] : [])),
  ];
  return [
    ...monsters.flatMap((monster) =>
      monster.skins.flatMap((skinId): ArtSubject[] => [
        { kind: "monster", name: monster.name, skinId },
        ...qualities.map((quality): ArtSubject => ({ kind: "monster", name: monster.name, skinId, quality })),
      ]),
    ),
    ...[...elements, "mixed" as const].flatMap((element) =>
      qualities.map((quality): ArtSubject => ({ kind: "egg", element, quality })),
    ),
    ...relics.map((relic): ArtSubject => ({ kind: "relic", name: relic.name })),
    ...ingredients.map((ingredient): ArtSubject => ({ kind: "ingredient", name: ingredient.name })),
    ...cosmeticIds.map((id): ArtSubject => ({ kind: "cosmetic", id })),
    { kind: "currency", currency: "gold" },
    { kind: "currency", currency: "gems" },
    { kind: "goods", grant: "slots" },
    { kind: "goods", grant: "vipDays" },
    { kind: "goods", grant: "gameAccess" },
  ];
}

let byFile: Map<string, ArtSubject> | undefined;
const drawn = new Map<string, string>();

/** The SVG for an art URL's kind and file (without ".svg"), or undefined when the art has no such picture. */
export function artSvg(kind: ArtKind, file: string): string | undefined {
  byFile ??= new Map(allArtSubjects().map((subject) => [`${subject.kind}/${artFile(subject)}`, subject]));
  const key = `${kind}/${file}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const subject = byFile.get(key);
  const picture = subject && draw(subject);
  if (picture) drawn.set(key, picture);
  return picture;
}

/** The hash art-version.ts must hold: of every picture, in order. */
export function currentArtVersion(): string {
  const hash = createHash("sha256");
  for (const subject of allArtSubjects()) {
    hash.update(`${subject.kind}/${artFile(subject)}:${artAspect(subject)}\n`);
    hash.update(artSvg(subject.kind, artFile(subject)) ?? "");
  }
  return hash.digest("hex").slice(0, 10);
}
