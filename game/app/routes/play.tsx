import { countOf } from "@arena/api/config/words";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GameAccessOffer, NeedsGameAccess } from "../components/GameAccessOffer";
import { Flash, MonsterPortrait, PageHeader } from "../components/progression/ui";
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
  try {
    const result = await context.progression.startBattle(user.id, {
      mode: mode === "pvp" ? "pvp" : mode === "challenge" ? "challenge" : "campaign",
      map: form.get("map") ? String(form.get("map")) : undefined,
      difficulty: formInt(form, "difficulty") || 1,
      teamSlot: formInt(form, "teamSlot") || 0,
      opponentUserId: form.get("opponent") ? String(form.get("opponent")) : undefined,
    });
    return redirect(`/battle/${result.matchReportId}`);
  } catch (error) {
    return refused(context, error);
  }
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
      {!hasTeam ? (
        <p className="flash flash--error" role="alert">
          You have no team yet. <Link to="/teams">Build one</Link> first.
        </p>
      ) : null}
      <Flash result={result} />
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
                <MonsterPortrait key={i} name={enemy.name} element={enemy.element} size="small" />
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
              <Form method="post" className="inline-form">
                <input type="hidden" name="mode" value="campaign" />
                <input type="hidden" name="map" value={map.key} />
                <TeamPicker teamSizes={options.teamSizes} />
                {map.difficulties.map((level) => (
                  <button
                    key={level.difficulty}
                    type="submit"
                    name="difficulty"
                    value={level.difficulty}
                    className={
                      level.difficulty === 1
                        ? "button button--primary button--small"
                        : "button button--ghost button--small"
                    }
                    disabled={!level.isUnlocked || !hasTeam || busy}
                    aria-label={`Fight ${map.title} on ${level.label}`}
                  >
                    {level.isCompleted ? "✓ " : ""}
                    {level.label}
                  </button>
                ))}
              </Form>
            )}
          </li>
        ))}
      </ol>

      <h2 className="section-heading">Challenges</h2>
      <ul className="card-grid">
        {options.challenges.map((challenge) => (
          <li
            key={challenge.key}
            className={`panel map-node ${challenge.isLocked ? "map-node--locked" : ""}`}
          >
            <h3>{challenge.title}</h3>
            <small className="muted">
              {challenge.maxGroupSize ? `Up to ${countOf(challenge.maxGroupSize, "monster")} · ` : ""}curse{" "}
              {challenge.curse} · {countOf(challenge.turnLimit, "turn")} · {challenge.rewards.gold} gold
            </small>
            {challenge.isLocked ? (
              <p className="muted">
                Opens after {countOf(options.challengesUnlockAfterMaps, "campaign map")}.
              </p>
            ) : challenge.needsGameAccess ? (
              <NeedsGameAccess what={challenge.title} />
            ) : (
              <Form method="post" className="inline-form">
                <input type="hidden" name="mode" value="challenge" />
                <input type="hidden" name="map" value={challenge.key} />
                <TeamPicker teamSizes={options.teamSizes} />
                {challenge.difficulties.map((level) => (
                  <button
                    key={level.difficulty}
                    type="submit"
                    name="difficulty"
                    value={level.difficulty}
                    className="button button--ghost button--small"
                    disabled={!level.isUnlocked || !hasTeam || busy}
                  >
                    {level.isCompleted ? "✓ " : ""}
                    {level.label}
                  </button>
                ))}
              </Form>
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
