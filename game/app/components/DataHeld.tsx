// What Monster Arena holds about a player, in the words of the data page (what the
// download holds) and the privacy page: one list, so the two never disagree. The
// archive's sections (api/src/privacy/export-archive.ts) are the same groups.
const held = [
  ["Your account", "your e-mail address, display name and looks, level, gold and gems, VIP and your stats"],
  [
    "How you sign in",
    "Google or Discord links, game apps and devices signed in, the links we mailed you (never your password or any token: only that one exists)",
  ],
  ["What you own", "monsters, relics, ingredients, teams, achievements, quests and map progress"],
  [
    "Money and purchases",
    "every gold and gem change, shop purchases, gem purchases, summons and promo codes",
  ],
  ["What you did", "messages, poll answers, leaderboard scores, matches, sign-ins and the days you played"],
  ["What our team did", "bans, grants and anything else staff changed on your account"],
] as const;

export function DataHeld() {
  return (
    <dl className="data-held">
      {held.map(([what, detail]) => (
        <div key={what}>
          <dt>{what}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
