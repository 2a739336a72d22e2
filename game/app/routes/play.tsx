import { countOf } from "@arena/api/words/words";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { MonsterArt } from "../components/Art";
import { Flash } from "../components/Flash";
import { GameAccessOffer, NeedsGameAccess } from "../components/GameAccessOffer";
import { PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { formInt, readForm, refused, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Play", "Fight the Monster Arena campaign, challenges and other players.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return context.progression.playOptions(user.id);
}

// The server simulates the battle with its own seed; the page only says what to play.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const mode = String(form.get("mode"));
  const started = await context.progression.startBattle(user.id, {
    mode: mode === "pvp" ? "pvp" : mode === "challenge" ? "challenge" : "campaign",
    map: form.get("map") ? String(form.get("map")) : undefined,
    difficulty: formInt(form, "difficulty") || 1,
    teamSlot: formInt(form, "teamSlot") || 0,
    opponentUserId: form.get("opponent") ? String(form.get("opponent")) : undefined,
  });
  return started.ok ? redirect(`/battle/${started.value.matchReportId}`) : refused(started);
}

function TeamPicker({ teamSizes }: { teamSizes: number[] }) {
  return (
    <select name="teamSlot" aria-label="Team" defaultValue={0}>
      {teamSizes.map((size, slot) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: team slots are positions
        <option key={slot} value={slot} disabled={size === 0}>
          Team {slot + 1} ({size})
        </option>
      ))}
    </select>
  );
}

type Options = ReturnType<typeof useLoaderData<typeof loader>>;
type MapOption = Options["campaign"][number];
type Difficulty = MapOption["difficulties"][number];

/** The difficulty a player is most likely to fight next: the first open one not won yet. */
function nextDifficulty(map: MapOption): Difficulty | undefined {
  return (
    map.difficulties.find((level) => level.isUnlocked && !level.isCompleted) ??
    map.difficulties.filter((level) => level.isUnlocked).at(-1) ??
    map.difficulties[0]
  );
}

const readinessWords = {
  ready: "ready for it",
  even: "an even fight",
  too_hard: "too weak for now: level up your monsters on earlier maps first",
} as const;

/** The enemies' level and the team the game recommends, beside the player's strongest. */
function Recommendation({ map, hasTeam }: { map: MapOption; hasTeam: boolean }) {
  const level = nextDifficulty(map);
  if (!level) return null;
  const { recommended, readiness } = level;
  return (
    <p className={`readiness readiness--${readiness}`} data-testid={`recommended-${map.key}`}>
      <span>
        {level.difficulty > 1 ? `On ${level.label}: enemies` : "Enemies"} Lv {recommended.enemyLevel} ·
        recommended: monsters Lv {recommended.level}+, team power {recommended.power.toLocaleString("en-US")}+
      </span>{" "}
      {hasTeam ? (
        <span className="readiness__verdict">
          Your best team: power {map.yourPower.toLocaleString("en-US")} — {readinessWords[readiness]}.
        </span>
      ) : null}
    </p>
  );
}

/** A padlock beside a difficulty that cannot be fought yet. */
function Padlock() {
  return (
    <svg className="padlock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z"
      />
    </svg>
  );
}

/**
 * One form per map: the team, then a Fight button per difficulty. A button's
 * name says what it fights ("Fight Meadow Outskirts on Normal"); a closed
 * difficulty says why ("Hard: win Normal first").
 */
function FightForm({
  map,
  mode,
  teamSizes,
  disabled,
}: {
  map: MapOption;
  mode: "campaign" | "challenge";
  teamSizes: number[];
  disabled: boolean;
}) {
  const locked = map.difficulties.filter((level) => !level.isUnlocked);
  const noteId = `locked-${map.key}`;
  const firstOpen = map.difficulties.find((level) => level.isUnlocked && !level.isCompleted);
  return (
    <Form method="post" className="fight-form">
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="map" value={map.key} />
      <div className="inline-form">
        <TeamPicker teamSizes={teamSizes} />
        {map.difficulties.map((level) => (
          <button
            key={level.difficulty}
            type="submit"
            name="difficulty"
            value={level.difficulty}
            className={
              !level.isUnlocked
                ? "button button--small button--locked"
                : level === firstOpen || (firstOpen === undefined && level.difficulty === 1)
                  ? "button button--primary button--small"
                  : "button button--ghost button--small"
            }
            disabled={!level.isUnlocked || disabled}
            aria-describedby={level.isUnlocked ? undefined : noteId}
          >
            {level.isUnlocked ? (
              <span>
                {level.isCompleted ? <span aria-hidden="true">✓ </span> : null}
                Fight<span className="visually-hidden"> {map.title}</span> on {level.label}
                {level.isCompleted ? <span className="visually-hidden"> (won)</span> : null}
              </span>
            ) : (
              <>
                <Padlock />
                <span>
                  <span className="visually-hidden">Fight {map.title} on </span>
                  {level.label}
                </span>
              </>
            )}
          </button>
        ))}
      </div>
      {locked.length > 0 ? (
        <p className="fight-form__note" id={noteId}>
          {locked.map((level) => `${level.label}: ${level.lockedReason}.`).join(" ")}
        </p>
      ) : null}
    </Form>
  );
}

const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;

export default function Play() {
  const options = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const hasTeam = options.teamSizes.some((size) => size > 0);
  return (
    <section className="container progression-page">
      <PageHeader title="Play">
        <span className="muted">Elo {options.elo}</span>
      </PageHeader>
      <p className="muted play-intro">
        Pick a team and press Fight: the battle plays out on its own. Win a map on Normal to open the next map
        and its Hard difficulty.
      </p>
      {!hasTeam ? (
        <Flash tone="error">
          You have no team yet. <Link to="/teams">Build one</Link> first.
        </Flash>
      ) : null}
      <Flash outcome={result} />
      {options.gameAccessMessage ? (
        <GameAccessOffer id="game-access" message={options.gameAccessMessage} />
      ) : null}
      <h2 className="section-heading">Campaign</h2>
      <ol className="map-path">
        {options.campaign.map((map, index) => (
          <li
            key={map.key}
            className={`panel map-node ${map.isLocked ? "map-node--locked" : ""} ${map.difficulties[0]?.isCompleted ? "map-node--done" : ""}`}
            data-testid={`map-${map.key}`}
          >
            <div className="map-node__head">
              <span className="map-node__index">{index + 1}</span>
              <div>
                <h3>
                  {map.title} {map.isBoss ? <span className="boss-tag">Boss</span> : null}
                  {map.isFree && !options.hasGameAccess ? <span className="free-tag">Free</span> : null}
                </h3>
                <small className="muted">
                  {map.enemies.map((enemy) => `${enemy.name} Lv ${enemy.level}`).join(" · ")} ·{" "}
                  {countOf(map.turnLimit, "turn")} · {map.rewards.gold} gold
                </small>
              </div>
            </div>
            <div className="map-node__enemies" aria-hidden="true">
              {map.enemies.map((enemy, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: enemies can repeat
                <MonsterArt key={i} name={enemy.name} size={36} />
              ))}
            </div>
            {map.isLocked ? (
              <>
                <p className="muted">Locked: complete the previous map.</p>
                {map.needsGameAccess ? <NeedsGameAccess what={map.title} /> : null}
              </>
            ) : map.needsGameAccess ? (
              <NeedsGameAccess what={map.title} />
            ) : (
              <>
                <Recommendation map={map} hasTeam={hasTeam} />
                <FightForm
                  map={map}
                  mode="campaign"
                  teamSizes={options.teamSizes}
                  disabled={!hasTeam || busy}
                />
              </>
            )}
          </li>
        ))}
      </ol>

      <h2 className="section-heading">Challenges</h2>
      <p className="muted">Special fights with their own rules, for a strong team.</p>
      <ul className="card-grid">
        {options.challenges.map((challenge) => (
          <li
            key={challenge.key}
            className={`panel map-node ${challenge.isLocked ? "map-node--locked" : ""}`}
            data-testid={`challenge-${challenge.key}`}
          >
            <h3>
              {challenge.title} {challenge.isBoss ? <span className="boss-tag">Boss</span> : null}
            </h3>
            <small className="muted">
              {challenge.enemies.map((enemy) => `${enemy.name} Lv ${enemy.level}`).join(" · ")} ·{" "}
              {countOf(challenge.turnLimit, "turn")} · {challenge.rewards.gold} gold
            </small>
            <div className="map-node__enemies" aria-hidden="true">
              {challenge.enemies.map((enemy, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: enemies can repeat
                <MonsterArt key={i} name={enemy.name} size={36} />
              ))}
            </div>
            {challenge.groupRule || challenge.curse > 0 ? (
              <ul className="challenge-rules">
                {challenge.groupRule ? <li>{sentence(challenge.groupRule)}</li> : null}
                {challenge.curse > 0 ? (
                  <li>
                    Curse {challenge.curse}: the enemies have {challenge.curseBonusPercent}% more hp and
                    attack.
                  </li>
                ) : null}
              </ul>
            ) : null}
            <Recommendation map={challenge} hasTeam={hasTeam} />
            {challenge.isLocked ? (
              <p className="muted">
                Opens after {countOf(options.challengesUnlockAfterMaps, "campaign map")}.
              </p>
            ) : challenge.needsGameAccess ? (
              <NeedsGameAccess what={challenge.title} />
            ) : (
              <FightForm
                map={challenge}
                mode="challenge"
                teamSizes={options.teamSizes}
                disabled={!hasTeam || busy}
              />
            )}
          </li>
        ))}
      </ul>

      <h2 className="section-heading">PvP</h2>
      <p className="muted">Fight another player's defence team (their Team 1). Elo moves with the result.</p>
      {options.opponents.length === 0 ? (
        <p className="muted">No opponents near your rating right now.</p>
      ) : null}
      <ul className="card-grid">
        {options.opponents.map((opponent) => (
          <li key={opponent.userId} className="panel">
            <h3>
              <Link to={`/profile/${encodeURIComponent(opponent.name)}`}>{opponent.name}</Link>
            </h3>
            <small className="muted">
              Level {opponent.level} · Elo {opponent.elo} · {countOf(opponent.teamSize, "monster")} · power{" "}
              {opponent.power}
            </small>
            {options.pvpNeedsGameAccess ? (
              <NeedsGameAccess what="PvP" />
            ) : (
              <Form method="post" className="inline-form">
                <input type="hidden" name="mode" value="pvp" />
                <input type="hidden" name="opponent" value={opponent.userId} />
                <TeamPicker teamSizes={options.teamSizes} />
                <button
                  type="submit"
                  className="button button--primary button--small"
                  disabled={!hasTeam || busy}
                  aria-label={`Fight ${opponent.name}`}
                >
                  Fight
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
