import { countOf, notices, rewardInWords } from "@arena/api/words/words";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type BattleNews, battleReplay } from "../components/progression/battle-replay";
import { Bar, MonsterPortrait, PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { need, requirePlayer, textInt } from "../player.server";

export const meta: MetaFunction = () => pageMeta("Battle", "Watch a Monster Arena battle turn by turn.");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const id = textInt(params.id);
  if (Number.isNaN(id)) throw new Response("Not found", { status: 404 });
  return need(await context.progression.battle(user.id, id));
}

const stepMs = 450;

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Event = Loaded["outcome"]["events"][number];

function describe(event: Event, name: (side: string, slot: number) => string): string {
  const actor = name(event.actor.side, event.actor.slot);
  if (event.action === "stunned") return `${actor} is stunned and cannot act.`;
  const parts = event.effects.map((effect) => {
    const target = name(effect.target.side, effect.target.slot);
    if (effect.damage !== undefined) {
      const matchup =
        effect.matchup === "strong"
          ? " It's super effective!"
          : effect.matchup === "weak"
            ? " Not very effective."
            : "";
      const absorbed = effect.absorbed ? ` (${effect.absorbed} absorbed)` : "";
      return `${target} takes ${effect.damage} damage${absorbed}.${matchup}${effect.defeated ? ` ${target} is defeated!` : ""}`;
    }
    if (effect.heal !== undefined) return `${target} recovers ${effect.heal} hp.`;
    if (effect.shield !== undefined) return `${target} gains a ${effect.shield} shield.`;
    if (effect.stun !== undefined) return `${target} is stunned for ${countOf(effect.stun, "turn")}.`;
    return "";
  });
  const verb = event.action === "ability" ? `uses ${event.ability}` : "attacks";
  return `${actor} ${verb}. ${parts.join(" ")}`;
}

export default function Battle() {
  const battle = useLoaderData<typeof loader>();
  // A new battle is a new replay: nothing of the last one's state carries over.
  return <BattleReplay key={battle.id} battle={battle} />;
}

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** What the live events handed to this result that the result does not list already. */
function extraNews(news: readonly BattleNews[], result: Loaded["result"]): BattleNews[] {
  return news.filter((item) => {
    if (item.kind === "achievement") return !result.achievements.some((entry) => entry.name === item.subject);
    if (item.kind === "level")
      return !(result.player.levelsGained > 0 && String(result.player.level) === item.subject);
    return true;
  });
}

function BattleReplay({ battle }: { battle: Loaded }) {
  const { outcome, result } = battle;
  const battleId = String(battle.id);
  const total = outcome.events.length;
  // The server renders the end of the battle (it reads fine without JavaScript);
  // in the browser the log then plays from the start.
  const [step, setStep] = useState(total);
  /** The browser has taken the replay over (played from the start, or shown at once for reduced motion). */
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    if (prefersReducedMotion()) return;
    battleReplay.started(battleId);
    setStep(0);
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current >= total) {
          window.clearInterval(timer);
          return current;
        }
        return current + 1;
      });
    }, stepMs);
    return () => window.clearInterval(timer);
  }, [total, battleId]);
  useEffect(() => () => battleReplay.left(battleId), [battleId]);

  // The replay's end (or Skip): the result comes into view and takes the focus, and the
  // news the battle caused (held by the live events until now) joins its list.
  const ended = live && step >= total;
  const resultRef = useRef<HTMLDivElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!ended) return;
    battleReplay.ended(battleId);
    resultRef.current?.scrollIntoView({
      block: "start",
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
    resultHeadingRef.current?.focus({ preventScroll: true });
  }, [ended, battleId]);
  const replay = useSyncExternalStore(
    battleReplay.subscribe,
    battleReplay.snapshot,
    battleReplay.serverSnapshot,
  );
  const news = replay.ended === battleId ? extraNews(replay.news, result) : [];

  const unitIndex = (side: string, slot: number) =>
    outcome.units.findIndex((unit) => unit.side === side && unit.slot === slot);
  const name = (side: string, slot: number) => {
    const unit = outcome.units[unitIndex(side, slot)];
    return unit ? `${side === "attacker" ? "Your" : "Enemy"} ${unit.name}` : "?";
  };
  const hp = outcome.units.map((unit) => unit.maxHp);
  for (const event of outcome.events.slice(0, step)) {
    for (const effect of event.effects) hp[unitIndex(effect.target.side, effect.target.slot)] = effect.hp;
  }
  const current = step > 0 ? outcome.events[step - 1] : undefined;
  const isActor = (side: string, slot: number) => current?.actor.side === side && current.actor.slot === slot;
  const isTarget = (side: string, slot: number) =>
    current?.effects.some((effect) => effect.target.side === side && effect.target.slot === slot) ?? false;
  const finished = step >= total;
  const turn = current?.turn ?? 0;

  return (
    <section className="container progression-page battle">
      <PageHeader title={battle.title}>
        <span className="muted" data-testid="battle-turn">
          Turn {turn} / {outcome.turnLimit}
        </span>
        {!finished ? (
          <button type="button" className="button button--ghost button--small" onClick={() => setStep(total)}>
            Skip
          </button>
        ) : null}
      </PageHeader>
      {(["defender", "attacker"] as const).map((side) => (
        <div key={side} className={`battle__side battle__side--${side}`}>
          <h2 className="visually-hidden">{side === "attacker" ? "Your team" : "Enemies"}</h2>
          {outcome.units
            .map((unit, index) => ({ unit, index }))
            .filter(({ unit }) => unit.side === side)
            .map(({ unit, index }) => (
              <div
                key={`${unit.side}-${unit.slot}`}
                className={[
                  "battle-unit",
                  hp[index] === 0 ? "battle-unit--down" : "",
                  isActor(unit.side, unit.slot) ? "battle-unit--acting" : "",
                  isTarget(unit.side, unit.slot) ? "battle-unit--hit" : "",
                ].join(" ")}
              >
                <MonsterPortrait
                  name={unit.name}
                  element={unit.element}
                  quality={unit.quality}
                  size="large"
                />
                <strong>{unit.name}</strong>
                <small className="muted">Lv {unit.level}</small>
                <Bar value={hp[index] ?? 0} max={unit.maxHp} label={`${unit.name} hp`} tone="hp" />
                <small>
                  {hp[index]}/{unit.maxHp}
                </small>
              </div>
            ))}
        </div>
      ))}
      <ol className="battle-log" aria-live="polite" data-testid="battle-log">
        {outcome.events
          .map((event, position) => ({ event, position }))
          .slice(0, step)
          .slice(-6)
          .reverse()
          .map(({ event, position }) => (
            <li key={position} className={position === step - 1 ? "battle-log__latest" : ""}>
              <span className="battle-log__turn">T{event.turn}</span> {describe(event, name)}
            </li>
          ))}
      </ol>
      {finished ? (
        <div
          ref={resultRef}
          className={`panel battle-result ${result.won ? "battle-result--won" : "battle-result--lost"}`}
          data-testid="battle-result"
        >
          <h2 ref={resultHeadingRef} tabIndex={-1}>
            {result.won ? "Victory!" : "Defeat"}
          </h2>
          <p>
            {countOf(result.kills, "enemy", "enemies")} defeated in {countOf(result.turns, "turn")}.
            {result.player.levelsGained > 0 ? ` Level up: you are now level ${result.player.level}!` : ""}
          </p>
          {battle.advice ? (
            <p className="battle-result__advice" data-testid="battle-advice">
              {battle.advice}
            </p>
          ) : null}
          {/* Live: the ranks this battle moved arrive a moment after the result shows. */}
          <ul className="battle-result__rewards" aria-live="polite">
            <li>Gold: {result.gold}</li>
            <li>
              Player xp: level {result.player.level}, {result.player.xp}/{result.player.xpToNext}
            </li>
            <li data-testid="battle-drops">Drops: {rewardInWords(result.drops)}</li>
            {result.overflowMessageId ? (
              <li>Your inventory was full: the rest waits in your inbox.</li>
            ) : null}
            {result.elo ? (
              <li>
                Elo {result.elo.before} → {result.elo.after}
              </li>
            ) : null}
            {result.monsters.map((monster) => (
              <li key={monster.id}>
                {monster.name} +{monster.xpGained} xp
                {monster.levelsGained > 0 ? ` → level ${monster.level}` : ""}
              </li>
            ))}
            {result.quests
              .filter((quest) => quest.justCompleted)
              .map((quest) => (
                <li key={quest.key}>{notices.questComplete(quest.name)}</li>
              ))}
            {result.achievements.map((achievement) => (
              <li key={achievement.key}>
                {notices.achievementUnlocked(achievement.name)} ({achievement.description})
              </li>
            ))}
            {news.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: news only ever grows at the end
              <li key={index} data-testid={`battle-news-${item.kind}`}>
                {item.text}
                {item.kind === "rank" ? (
                  <>
                    {" "}
                    <Link to="/leaderboards">See the leaderboards</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="hero__actions">
            <Link to="/play" className="button button--primary">
              Play again
            </Link>
            <Link to="/inventory" className="button button--ghost">
              Inventory
            </Link>
            <Link to="/quests" className="button button--ghost">
              Quests
            </Link>
          </div>
        </div>
      ) : null}
      <details className="battle-full-log">
        <summary>Full log ({countOf(total, "action")})</summary>
        <ol>
          {outcome.events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log never reorders
            <li key={index}>
              <span className="battle-log__turn">T{event.turn}</span> {describe(event, name)}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
