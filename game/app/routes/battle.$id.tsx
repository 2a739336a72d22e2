import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { FullLog, RunningLog } from "../components/battle/BattleLog";
import { BattleResults } from "../components/battle/BattleResults";
import { stateAt } from "../components/battle/battle-state";
import { Formation } from "../components/battle/Formation";
import { battleReplay } from "../components/progression/battle-replay";
import { PageHeader } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { need, requirePlayer, textInt } from "../player.server";

export const meta: MetaFunction = () => pageMeta("Battle", "Watch a Monster Arena battle turn by turn.");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const id = textInt(params.id);
  if (Number.isNaN(id)) throw new Response("Not found", { status: 404 });
  const [battle, config] = await Promise.all([
    context.progression.battle(user.id, id),
    context.remoteConfig.forPlayer(user.id),
  ]);
  // The speed the replay starts at (remote config battles.replay_speed); the player can still switch.
  return { ...need(battle), replaySpeed: config["battles.replay_speed"] };
}

/** One event's time on screen at 1×; 2× halves it (styles: --beat-ms times the animations). */
const stepMs = 800;
const speeds = [1, 2] as const;
type Speed = (typeof speeds)[number];

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Battle() {
  const battle = useLoaderData<typeof loader>();
  // A new battle is a new replay: nothing of the last one's state carries over.
  return <BattleReplay key={battle.id} battle={battle} />;
}

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

function BattleReplay({ battle }: { battle: Loaded }) {
  const { outcome, result } = battle;
  const battleId = String(battle.id);
  const total = outcome.events.length;
  // The server renders the battle's start: the result is never in the page before the
  // replay reaches it (a reader without JavaScript finds it in <noscript>).
  const [step, setStep] = useState(0);
  const [speed, setSpeed] = useState<Speed>(battle.replaySpeed === 2 ? 2 : 1);
  /** The browser has taken the replay over (playing it, or showing the end at once for reduced motion). */
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    if (prefersReducedMotion()) setStep(total);
    else battleReplay.started(battleId);
  }, [total, battleId]);
  const done = step >= total;
  useEffect(() => {
    if (!live || done) return;
    const timer = window.setInterval(
      () => setStep((current) => Math.min(total, current + 1)),
      stepMs / speed,
    );
    return () => window.clearInterval(timer);
  }, [live, done, speed, total]);
  useEffect(() => () => battleReplay.left(battleId), [battleId]);

  // The replay's end (or Skip): the results come into view and take the focus, and the
  // news the battle caused (held by the live events until now) joins them.
  const ended = live && done;
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
  const news = replay.ended === battleId ? replay.news : [];

  const current = step > 0 ? outcome.events[step - 1] : undefined;
  const turn = current?.turn ?? 0;

  return (
    <section
      className="container progression-page battle"
      style={{ ["--beat-ms" as string]: `${stepMs / speed}ms` }}
    >
      <PageHeader title={battle.title}>
        <span className="battle__turn" data-testid="battle-turn">
          Turn {turn} / {outcome.turnLimit}
        </span>
        {live && !ended ? (
          <>
            <fieldset className="battle__speed">
              <legend className="visually-hidden">Replay speed</legend>
              {speeds.map((option) => (
                <button
                  key={option}
                  type="button"
                  className="button button--ghost button--small"
                  aria-pressed={speed === option}
                  data-testid={`battle-speed-${option}`}
                  onClick={() => setSpeed(option)}
                >
                  {option}×
                </button>
              ))}
            </fieldset>
            <button
              type="button"
              className="button button--ghost button--small"
              data-testid="battle-skip"
              onClick={() => setStep(total)}
            >
              Skip
            </button>
          </>
        ) : null}
      </PageHeader>
      <Formation
        units={outcome.units}
        states={stateAt(outcome.units, outcome.events, step)}
        current={ended ? undefined : current}
        step={step}
      />
      <RunningLog events={outcome.events} units={outcome.units} step={step} />
      {ended ? (
        <>
          <BattleResults
            result={result}
            advice={battle.advice}
            units={outcome.units}
            news={news}
            rootRef={resultRef}
            headingRef={resultHeadingRef}
          />
          <FullLog events={outcome.events} units={outcome.units} />
        </>
      ) : (
        <noscript>
          <BattleResults result={result} advice={battle.advice} units={outcome.units} news={[]} />
          <FullLog events={outcome.events} units={outcome.units} />
        </noscript>
      )}
    </section>
  );
}
