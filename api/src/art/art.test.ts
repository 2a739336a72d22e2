import { describe, expect, it } from "vitest";
import { elements, qualities } from "../catalogue/basics.ts";
import { ingredients } from "../catalogue/ingredients.ts";
import { monsters } from "../catalogue/monsters.ts";
import { relics } from "../catalogue/relics.ts";
import { shopCatalogue } from "../catalogue/shop.ts";
import { defaultCosmetics } from "../profile/profile-rules.ts";
import { type ArtSubject, artFile, artUrl } from "./art-url.ts";
import { artVersion } from "./art-version.ts";
import { allArtSubjects, artSvg, currentArtVersion } from "./draw-art.ts";
import { bodyFamilies, speciesArt } from "./monster-art.ts";

const budgetBytes = 4096;

/**
 * Reads an SVG as XML: one root <svg>, every element closed in order, every
 * attribute quoted once per element, no text outside the tags. Returns the
 * element names in document order (throws on anything else).
 */
function parseSvg(text: string): string[] {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[a-zA-Z][\w:-]*="[^"<>]*")*)\s*(\/?)>/y;
  const open: string[] = [];
  const names: string[] = [];
  let at = 0;
  while (at < text.length) {
    tag.lastIndex = at;
    const match = tag.exec(text);
    if (!match) throw new Error(`Not XML at ${at}: ${text.slice(at, at + 40)}`);
    const [whole, closing, name = "", attributes = "", selfClosing] = match;
    const keys = [...attributes.matchAll(/([\w:-]+)="/g)].map((key) => key[1]);
    if (new Set(keys).size !== keys.length) throw new Error(`Repeated attribute in <${name}>`);
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else {
      if (names.length === 0 && name !== "svg") throw new Error("The root is not <svg>");
      if (names.length > 0 && open.length === 0) throw new Error("More than one root");
      names.push(name);
      if (!selfClosing) open.push(name);
    }
    at += whole.length;
  }
  if (open.length > 0) throw new Error(`<${open.join("><")}> never closed`);
  return names;
}

const svgOf = (subject: ArtSubject) => artSvg(subject.kind, artFile(subject));

describe("the art", () => {
  const subjects = allArtSubjects();

  it("draws every species in every skin, framed in every quality and unframed, as well-formed SVG under the budget", () => {
    for (const monster of monsters) {
      for (const skinId of monster.skins) {
        for (const quality of [undefined, ...qualities]) {
          const picture = svgOf({ kind: "monster", name: monster.name, skinId, quality });
          expect(picture, `${skinId} ${quality}`).toBeDefined();
          expect(parseSvg(picture as string)[0]).toBe("svg");
          expect(Buffer.byteLength(picture as string), `${skinId} ${quality}`).toBeLessThan(budgetBytes);
        }
      }
    }
  });

  it("draws every egg, relic, ingredient, cosmetic, currency and good as well-formed SVG under the budget", () => {
    const cosmetics = [
      ...Object.values(defaultCosmetics),
      ...shopCatalogue.flatMap((item) => (item.grant.kind === "cosmetic" ? [item.grant.id] : [])),
    ];
    const others: ArtSubject[] = [
      ...[...elements, "mixed" as const].flatMap((element) =>
        qualities.map((quality): ArtSubject => ({ kind: "egg", element, quality })),
      ),
      ...relics.map((relic): ArtSubject => ({ kind: "relic", name: relic.name })),
      ...ingredients.map((ingredient): ArtSubject => ({ kind: "ingredient", name: ingredient.name })),
      ...cosmetics.map((id): ArtSubject => ({ kind: "cosmetic", id })),
      { kind: "currency", currency: "gold" },
      { kind: "currency", currency: "gems" },
      { kind: "goods", grant: "slots" },
      { kind: "goods", grant: "vipDays" },
      { kind: "goods", grant: "gameAccess" },
    ];
    expect(cosmetics.length).toBeGreaterThan(0);
    for (const subject of others) {
      const picture = svgOf(subject);
      expect(picture, JSON.stringify(subject)).toBeDefined();
      expect(parseSvg(picture as string)[0]).toBe("svg");
      expect(Buffer.byteLength(picture as string), JSON.stringify(subject)).toBeLessThan(budgetBytes);
    }
  });

  it("gives every species a body family and tells the species apart", () => {
    for (const monster of monsters) expect(bodyFamilies).toContain(speciesArt[monster.name].family);
    const pictures = monsters.map((monster) => svgOf({ kind: "monster", name: monster.name }));
    expect(new Set(pictures).size).toBe(monsters.length);
    // Apart even in one colour: no two species share a silhouette and its details.
    const shapes = monsters.map((monster) => JSON.stringify(speciesArt[monster.name]));
    expect(new Set(shapes).size).toBe(monsters.length);
  });

  it("changes the picture with every skin that is not the first", () => {
    for (const monster of monsters) {
      const first = svgOf({ kind: "monster", name: monster.name });
      for (const skinId of monster.skins.slice(1)) {
        expect(svgOf({ kind: "monster", name: monster.name, skinId }), skinId).not.toBe(first);
      }
    }
  });

  it("frames each quality differently", () => {
    const framed = qualities.map((quality) => svgOf({ kind: "monster", name: "Emberfox", quality }));
    expect(new Set(framed).size).toBe(qualities.length);
    expect(framed).not.toContain(svgOf({ kind: "monster", name: "Emberfox" }));
  });

  it("has one URL per subject, and none for what the catalogue does not hold", () => {
    const urls = subjects.map(artUrl);
    expect(new Set(urls).size).toBe(urls.length);
    expect(artUrl({ kind: "monster", name: "Emberfox", skinId: "emberfox-ashen", quality: "rare" })).toBe(
      `/api/art/${artVersion}/monster/emberfox-ashen.rare.svg`,
    );
    // A skin of another species, or none, shows the species' first skin.
    expect(artUrl({ kind: "monster", name: "Emberfox", skinId: "magmaw-cooled" })).toBe(
      `/api/art/${artVersion}/monster/emberfox-classic.svg`,
    );
    expect(artSvg("monster", "nosuchmon-classic")).toBeUndefined();
    expect(artSvg("relic", "no-such-relic")).toBeUndefined();
    expect(artSvg("cosmetic", "avatar-nobody")).toBeUndefined();
  });

  it("is versioned by its drawings (art-version.ts holds the hash of every picture)", () => {
    expect(artVersion, `set artVersion in api/src/art/art-version.ts to "${currentArtVersion()}"`).toBe(
      currentArtVersion(),
    );
  });
});
