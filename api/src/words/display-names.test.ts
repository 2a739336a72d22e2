// Words, not keys: every name in the display-name catalogue, every message
// template rendered, and every notice built from those names reads as English.
// The test enumerates the catalogue (and the templates, boards, ledger reasons,
// achievements and quests it names), so an entry added later is checked here
// without touching this file; an entry without a name fails. It also reads the
// game site's source: a page that prints a catalogued field (a category, a
// status, a quality, a skin, a sort order, a period) as it is stored fails.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { achievements } from "../catalogue/achievements.ts";
import { abilityKinds, elements, qualities } from "../catalogue/basics.ts";
import { dailyRewardCalendar } from "../catalogue/calendar.ts";
import { ingredientNames } from "../catalogue/ingredients.ts";
import { leaderboards } from "../catalogue/leaderboards.ts";
import { monsterNames, monsters } from "../catalogue/monsters.ts";
import { quests } from "../catalogue/quests.ts";
import { relicNames } from "../catalogue/relics.ts";
import type { Reward } from "../catalogue/rewards.ts";
import { shopCategories } from "../catalogue/shop.ts";
import { summonEggs } from "../catalogue/summons.ts";
import { ledgerReasons } from "../history/types.ts";
import { renderMessage } from "../inbox/render-message.ts";
import { messageTemplates } from "../inbox/templates.ts";
import {
  achievementName,
  displayNameCatalogue,
  inventorySortName,
  leaderboardName,
  mapName,
  purchaseStatusName,
  qualityName,
  questName,
  shopCategoryName,
  skinName,
  templateName,
} from "./display-names.ts";
import { countOf, notices, oddsVersionInWords, rewardInWords } from "./words.ts";

const catalogue = displayNameCatalogue();

/** A skin's own part ("emberfox-blood-moon" → "blood-moon"): what a page that cut the monster off showed. */
const skinStyle = (entry: { key: string; of?: string }) =>
  entry.of ? entry.key.slice(entry.of.length + 1) : entry.key;

/** Every key the catalogue names: none may show up in what players read. */
const keys = new Set(
  catalogue.flatMap((entry) => [
    entry.key,
    ...entry.key.split(":"),
    ...(entry.kind === "skin" ? [skinStyle(entry)] : []),
  ]),
);

const identifierShapes: [string, RegExp][] = [
  ["snake_case", /\b[a-z0-9]+_[a-z0-9_]+\b/],
  ["camelCase", /\b[a-z]+[A-Z][A-Za-z]*\b/],
  // One hyphen is English ("all-time", "black-market"); a digit or three parts is a key.
  ["kebab-case", /\b[a-z]+(?:-[a-z0-9]+)*-[a-z]*\d[a-z0-9]*\b|\b[a-z0-9]+(?:-[a-z0-9]+){2,}\b/],
  ["dotted key", /\b[a-z]+\.[a-z][\w-]*\b/],
  ["unfilled {slot}", /\{[^}]*\}/],
  ["undefined or null", /\b(undefined|null|NaN|\[object Object\])\b/],
];

/** What in `text` looks like an identifier rather than words, or null when it reads as English. */
function identifierIn(text: string): string | null {
  if (text.trim() === "") return "nothing at all";
  for (const [shape, pattern] of identifierShapes) {
    const found = text.match(pattern);
    if (found) return `${shape} "${found[0]}"`;
  }
  if (keys.has(text.trim())) return `the bare key "${text.trim()}"`;
  // A label among labels: "Lv 1 · common", "Slime Jelly (7, common)", "Category: relics".
  for (const part of text.split(/\s+·\s+|\s*[(),:|]\s*/)) {
    if (part !== text.trim() && keys.has(part.trim())) return `the bare key "${part.trim()}" among labels`;
  }
  for (const key of keys) {
    // A key that is not also an English word ("first-blood", "daily-play-3", "poll.new").
    if (!/[-_.\dA-Z]/.test(key.slice(1))) continue;
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`(^|[^\\w-])${escaped}($|[^\\w-])`).test(text)) return `the key "${key}"`;
  }
  return null;
}

/** Every sentence must read as words; the failure names each one that does not. */
function expectWords(texts: readonly { what: string; text: string }[]) {
  const problems = texts.flatMap(({ what, text }) => {
    const found = identifierIn(text);
    return found ? [`${what}: ${found} in “${text}”`] : [];
  });
  expect(problems).toEqual([]);
}

/** A reward naming one of everything a reward can give. */
const everyKindOfReward: Reward = {
  gold: 200,
  gems: 1,
  items: [
    { type: "monster", name: monsterNames[0]!, quality: "rare" },
    { type: "relic", name: relicNames[0]!, quality: "epic", level: 3 },
  ],
  ingredients: [{ name: ingredientNames[0]!, quantity: 3 }],
  vipDays: 7,
  gameAccess: true,
};

describe("the identifier check", () => {
  it("catches what players saw, and lets English through", () => {
    for (const leak of [
      "Achievement unlocked: first-blood",
      "Quest complete: daily-play-3",
      "Your rewards from achievement_reward wait here",
      "You finished rank 3 on the allTime bossPoints leaderboard",
      "Tell us what you think: {question}",
      "poll.new",
      "hunter",
      // What a new player read as labels (issue 18's walk): shop categories, purchase
      // statuses, skins, qualities and sort orders as stored.
      "relics",
      "vip",
      "cosmetics",
      "completed",
      "classic",
      "ashen",
      "blood-moon",
      "common",
      "legendary",
      "level",
      "newest",
      "Emberfox · Lv 1 · common",
      "Slime Jelly (7, common)",
    ]) {
      expect(identifierIn(leak), leak).not.toBeNull();
    }
    for (const words of [
      "All-time Elo rating",
      "Daily PvE wins",
      "Trade 5 times on the black-market",
      "First Blood",
      "Hunter",
      "200 gold, 1 rare Emberfox",
      "Relics",
      "Emberfox · Lv 1 · Common",
      "Slime Jelly (7 owned, Common)",
      "Newest first",
    ]) {
      expect(identifierIn(words), words).toBeNull();
    }
  });
});

describe("the display-name catalogue", () => {
  it("names every achievement, quest, map, challenge, template, board, period, ranked stat, reward source, shop category, cosmetic slot, purchase status, quality, skin, inventory sort, element and ability kind", () => {
    const kinds = new Set(catalogue.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(
      [
        "achievement",
        "campaign map",
        "challenge",
        "leaderboard",
        "leaderboard period",
        "message template",
        "quest",
        "ranked stat",
        "reward source",
        "shop category",
        "cosmetic slot",
        "purchase status",
        "quality",
        "skin",
        "inventory sort",
        "element",
        "ability kind",
      ].sort(),
    );
    expect(catalogue.filter((entry) => entry.kind === "element")).toHaveLength(elements.length);
    expect(catalogue.filter((entry) => entry.kind === "ability kind")).toHaveLength(abilityKinds.length);
    expect(catalogue.filter((entry) => entry.kind === "shop category")).toHaveLength(shopCategories.length);
    expect(catalogue.filter((entry) => entry.kind === "quality")).toHaveLength(qualities.length);
    expect(catalogue.filter((entry) => entry.kind === "skin")).toHaveLength(
      monsters.reduce((count, monster) => count + monster.skins.length, 0),
    );
    expect(
      catalogue
        .filter((entry) => entry.kind === "purchase status")
        .map((entry) => entry.key)
        .sort(),
    ).toEqual(["completed", "disputed", "refunded"]);
    expect(
      catalogue
        .filter((entry) => entry.kind === "inventory sort")
        .map((entry) => entry.key)
        .sort(),
    ).toEqual(["level", "name", "newest", "quality"]);
    expect(catalogue.filter((entry) => entry.kind === "achievement")).toHaveLength(achievements.length);
    expect(catalogue.filter((entry) => entry.kind === "quest")).toHaveLength(quests.length);
    expect(catalogue.filter((entry) => entry.kind === "message template")).toHaveLength(
      Object.keys(messageTemplates).length,
    );
    expect(catalogue.filter((entry) => entry.kind === "leaderboard")).toHaveLength(leaderboards.length);
    expect(catalogue.filter((entry) => entry.kind === "reward source")).toHaveLength(ledgerReasons.length);
  });

  it("gives every entry a name that reads as words, never its key", () => {
    expectWords(catalogue.map((entry) => ({ what: `${entry.kind} ${entry.key}`, text: entry.name })));
    const unnamed = catalogue.filter((entry) => entry.name === entry.key);
    expect(unnamed).toEqual([]);
    // A label starts with a capital: "Relics", "Paid", "Blood Moon", not "relics".
    const lowercase = catalogue.filter(
      (entry) => entry.kind !== "reward source" && /^[a-z]/.test(entry.name),
    );
    expect(lowercase).toEqual([]);
  });

  it("names one thing once within a kind (two achievements called the same would read as one)", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const entry of catalogue) {
      if (entry.kind === "message template" || entry.kind === "reward source") continue;
      // Every monster has a "Classic" skin: a skin's name is one within its monster's.
      const id = `${entry.kind}${entry.of ? ` of ${entry.of}` : ""}: ${entry.name}`;
      if (seen.has(id)) twice.push(`${id} (${seen.get(id)} and ${entry.key})`);
      seen.set(id, entry.key);
    }
    expect(twice).toEqual([]);
  });

  it("answers the lookups the screens use with the same names", () => {
    expect(achievementName("first-blood")).toBe("First Blood");
    expect(questName("daily-play-3")).toBe("Play 3 matches");
    expect(mapName("meadow-outskirts")).toBe("Meadow Outskirts");
    expect(templateName("inventory_full")).toBe("Rewards waiting");
    expect(leaderboardName({ periodicity: "allTime", type: "elo" })).toBe("All-time Elo rating");
    expect(leaderboardName({ periodicity: "weekly", type: "bossPoints" })).toBe("Weekly boss points");
    expect(shopCategoryName("vip")).toBe("Passes");
    expect(shopCategoryName("monsters")).toBe("Monster eggs");
    expect(purchaseStatusName("completed")).toBe("Paid");
    expect(qualityName("legendary")).toBe("Legendary");
    expect(inventorySortName("newest")).toBe("Newest first");
    expect(skinName("emberfox-classic")).toBe("Classic");
    for (const egg of summonEggs)
      expect(oddsVersionInWords(egg.oddsVersion)).toMatch(/^Published odds, version \d+$/);
    expect(oddsVersionInWords("wild-beta")).toBe("Published odds, version Wild beta");
    expect(skinName("umbradon-blood-moon")).toBe("Blood Moon");
    // A stored key the catalogue no longer knows is put in words, not shown raw.
    expect(achievementName("retired-achievement")).toBe("Retired achievement");
    expect(shopCategoryName("bundles")).toBe("Bundles");
  });
});

/**
 * The game site's pages, read as source: where one prints a field that holds a catalogued
 * key ({row.category}, {monster.quality}, `${skin}`) straight into what players read,
 * instead of through the catalogue (shopCategoryName(row.category)). Attribute values
 * (value={sort}, className={`quality-tag--${quality}`}), object fields and URLs are not
 * read by players and are left alone.
 */
const gameApp = fileURLToPath(new URL("../../../game/app/", import.meta.url));
const cataloguedFields: Readonly<Record<string, string>> = {
  category: "shopCategoryName",
  status: "purchaseStatusName",
  quality: "qualityName",
  rarity: "qualityName",
  skin: "skinName",
  skinId: "skinName",
  sort: "inventorySortName",
  periodicity: "periodicityName",
};
/** Fields that hold words already, with why (checked: each must still match something). */
const alreadyWords: readonly { file: string; field: string; why: string }[] = [
  { file: "components/GeneralErrorBoundary.tsx", field: "status", why: "an HTTP status number" },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Each `{…field}` JSX child or `${…field}` in text that prints a catalogued field raw, as "file:line: code". */
function rawKeysIn(file: string, source: string): { field: string; where: string }[] {
  const fields = Object.keys(cataloguedFields).join("|");
  // The expression's last operand (after a ternary's ":" or a "??") is what is printed;
  // one method call on it (.replace(…), .toUpperCase()) is still the key, dressed by hand.
  const operand = String.raw`(?:[^{}]*?(?:\?\?|\?[^{}]*?:)\s*)?(?:[\w!?]+\??\.)*(${fields})(?:\.\w+\([^()]*\))?`;
  const patterns = [
    // A JSX child, "{row.category}" ("(7, {ingredient.rarity})" too), but not an attribute
    // (={…}) or a template's slot (${…}). Biome writes an object literal or a destructuring
    // with spaces inside its braces ("{ category }") and a JSX child without: those are left.
    new RegExp(String.raw`(?<![=$]\s*)\{(?!\s)${operand}\}`, "g"),
    // A slot in a template string, but not a class name (--${x}) or a URL parameter (=${x}, /${x}).
    new RegExp(String.raw`(?<![-=/&?])\$\{${operand}\}`, "g"),
  ];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => ({
      field: match[1] ?? "",
      where: `${relative(gameApp, file)}:${source.slice(0, match.index).split("\n").length}: ${match[0]}`,
    })),
  );
}

describe("the game's pages", () => {
  it("print no catalogued key as it is stored: a category, status, quality, skin, sort or period goes through the catalogue", () => {
    const found = sourceFiles(gameApp).flatMap((file) =>
      rawKeysIn(file, readFileSync(file, "utf8")).map((hit) => ({ ...hit, file: relative(gameApp, file) })),
    );
    const allowed = (hit: { file: string; field: string }) =>
      alreadyWords.some((entry) => entry.file === hit.file && entry.field === hit.field);
    expect(
      found.filter((hit) => !allowed(hit)).map((hit) => `${hit.where} (use ${cataloguedFields[hit.field]})`),
    ).toEqual([]);
    // An allowance that no longer matches anything is stale: remove it.
    expect(
      alreadyWords.filter((entry) => !found.some((hit) => allowed(hit) && hit.file === entry.file)),
    ).toEqual([]);
  });

  it("the check finds what players saw", () => {
    const hits = (source: string) => rawKeysIn(join(gameApp, "x.tsx"), source).map((hit) => hit.field);
    expect(hits("<td>{row.category}</td>")).toEqual(["category"]);
    expect(hits("<td>{row.status}</td>")).toEqual(["status"]);
    expect(hits("{monster.name} · Lv {monster.level} · {monster.quality}")).toEqual(["quality"]);
    expect(hits('{quality === "all" ? "Any" : quality}')).toEqual(["quality"]);
    expect(hits("<option>{sort}</option>")).toEqual(["sort"]);
    expect(hits('{skin.replace(/^[a-z]+-/, "")}')).toEqual(["skin"]);
    expect(hits("{categoryTitles[group.category] ?? group.category}")).toEqual(["category"]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: page source, read as text
    expect(hits("title={`${item.name} (${item.quality})`}")).toEqual(["quality"]);
    expect(hits("{ingredient.name} ({ingredient.quantity}, {ingredient.rarity})")).toEqual(["rarity"]);
    // Not printed: attributes, class names, URLs, object fields, the catalogue's own calls.
    expect(
      hits(
        [
          "<option value={sort} key={quality}>",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: page source, read as text
          "className={`quality-tag--${quality}`}",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: page source, read as text
          "to={`/shop?category=${group.category}`}",
          "data({ status: result.error.status })",
          "...(category ? { category } : {})",
          "function QualityTag({ quality }: { quality: string }) {",
          "to={link({ periodicity })}",
          "{shopCategoryName(row.category)}",
          "{qualityName(monster.quality)}",
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});

describe("messages", () => {
  it("renders every template's title and text in words, with its example params", () => {
    expectWords(
      Object.entries(messageTemplates).flatMap(([key, template]) => {
        const rewards = "needsReward" in template ? everyKindOfReward : null;
        const rendered = renderMessage(key, template.example, rewards);
        return [
          { what: `${key} title`, text: rendered.title },
          { what: `${key} text`, text: rendered.text },
        ];
      }),
    );
  });

  it("says a count's noun in the plural only when it is not one", () => {
    const problems: string[] = [];
    for (const [key, template] of Object.entries(messageTemplates)) {
      const ones = Object.fromEntries(
        Object.entries(template.example).map(([name, value]) => [
          name,
          typeof value === "number" ? 1 : value,
        ]),
      );
      const text = renderMessage(key, ones, everyKindOfReward).text;
      const wrong = text.match(/\b1 (?!×)[a-z]+s\b/);
      if (wrong) problems.push(`${key}: “${wrong[0]}” in “${text}”`);
    }
    expect(problems).toEqual([]);
    expect(renderMessage("maintenance.compensation", { hours: 1 }, { gems: 10 }).text).toContain(
      "closed for 1 hour of maintenance",
    );
    expect(renderMessage("maintenance.compensation", { hours: "3" }, { gems: 10 }).text).toContain(
      "closed for 3 hours of maintenance",
    );
    expect(countOf(1, "campaign map")).toBe("1 campaign map");
    expect(countOf(0, "campaign map")).toBe("0 campaign maps");
    expect(countOf(1200, "enemy", "enemies")).toBe("1,200 enemies");
  });

  it("writes a reward in words, and every template that speaks of a reward has one to show", () => {
    expect(rewardInWords(everyKindOfReward)).toBe(
      `200 gold, 1 gem, 1 rare ${monsterNames[0]}, 1 epic ${relicNames[0]} (level 3), 3 × ${ingredientNames[0]}, 7 VIP days, game access`,
    );
    expect(
      rewardInWords({ gold: 200, items: [{ type: "monster", name: "Emberfox", quality: "rare" }] }),
    ).toBe("200 gold, 1 rare Emberfox");
    // "Here is your reward!" with nothing to show was what players saw: a template that
    // speaks of a reward shows it ({reward}), from its message or from what it reports.
    const promisesWithout = Object.entries(messageTemplates).flatMap(([key, template]) => {
      const promises = /\breward\b|\bgift\b|compensation|little something/i.test(template.text);
      if (!promises) return [];
      if (!template.text.includes("{reward}")) return [`${key} speaks of a reward it never shows`];
      const rewards = "needsReward" in template ? { gold: 200 } : null;
      const text = renderMessage(key, template.example, rewards).text;
      return text.includes("{reward}") ? [`${key} has no reward to show: “${text}”`] : [];
    });
    expect(promisesWithout).toEqual([]);
    expectWords(
      [...quests, ...achievements].map((definition) => ({
        what: `${definition.key}'s reward`,
        text: rewardInWords(definition.reward),
      })),
    );
    expectWords(
      dailyRewardCalendar.map((reward, day) => ({ what: `day ${day + 1}`, text: rewardInWords(reward) })),
    );
  });

  it("names the achievement, its task and its reward in every achievement message", () => {
    const texts = achievements.flatMap((achievement) => {
      // What award-achievements.ts stores, and the bare key an older row may carry.
      const stored = renderMessage("achievement_unlocked", {
        achievement: achievement.key,
        description: achievement.description,
        reward: achievement.reward,
      });
      const bare = renderMessage("achievement_unlocked", { achievement: achievement.key });
      expect(stored.text).toContain(achievement.name);
      expect(stored.text).toContain(rewardInWords(achievement.reward));
      expect(bare.text).toBe(stored.text);
      return [
        { what: `${achievement.key} title`, text: stored.title },
        { what: `${achievement.key} text`, text: stored.text },
      ];
    });
    expectWords(texts);
  });

  it("names the board in every leaderboard reward, and the source in every held-back reward", () => {
    expectWords([
      ...leaderboards.map((board) => ({
        what: `${board.periodicity} ${board.type} reward`,
        text: renderMessage("leaderboard_reward", { rank: 3, ...board }, { gold: 200 }).text,
      })),
      ...ledgerReasons.map((reason) => ({
        what: `inventory full after ${reason}`,
        text: renderMessage("inventory_full", { source: reason }, everyKindOfReward).text,
      })),
    ]);
  });

  it("gives a plain-text message the title staff wrote, or a real one", () => {
    expect(renderMessage("Server restart at 10:00", {}).title).toBe("A message from the Monster Arena team");
    expect(renderMessage("Sorry about that", {}, { gold: 200 }).title).toBe(
      "A gift from the Monster Arena team",
    );
    expect(renderMessage("Server restart at 10:00", { title: "Maintenance tonight" }).title).toBe(
      "Maintenance tonight",
    );
  });
});

describe("notices built from the names", () => {
  it("reads as words for every achievement, quest and board", () => {
    expectWords([
      ...achievements.map((achievement) => ({
        what: `${achievement.key} unlocked`,
        text: notices.achievementUnlocked(achievementName(achievement.key)),
      })),
      ...quests.flatMap((quest) => [
        { what: `${quest.key} complete`, text: notices.questComplete(questName(quest.key)) },
        { what: `${quest.key} claimed`, text: notices.questClaimed(questName(quest.key), quest.reward) },
      ]),
      ...leaderboards.map((board) => ({
        what: `rank on ${board.periodicity} ${board.type}`,
        text: notices.rankChanged([{ name: leaderboardName(board), rank: 3, previousRank: null }]),
      })),
      {
        what: "ranks on every board",
        text: notices.rankChanged(
          leaderboards.map((board, index) => ({
            name: leaderboardName(board),
            rank: index + 1,
            previousRank: 9,
          })),
        ),
      },
      { what: "level up", text: notices.levelUp(12) },
      { what: "collected", text: notices.rewardsCollected(everyKindOfReward) },
    ]);
    expect(notices.questComplete(questName("daily-play-3"))).toBe("Quest complete: Play 3 matches");
    expect(notices.achievementUnlocked(achievementName("first-blood"))).toBe(
      "Achievement unlocked: First Blood",
    );
    expect(
      notices.rankChanged([
        { name: leaderboardName({ periodicity: "weekly", type: "kills" }), rank: 2, previousRank: 5 },
      ]),
    ).toBe("Leaderboard: you are now #2 on the weekly kills leaderboard (was #5).");
  });
});
