// A battle's events in words: the running log the replay fills in (read out as it
// grows) and the full log the result leads to. An element matchup links to the
// element chart that decides it.
import type { BattleEvent, BattleUnit, UnitRef } from "@arena/api/battles/simulate";
import { countOf } from "@arena/api/words/words";
import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { unitIndex } from "./battle-state";

/** "Your Emberfox", "Enemy Tidepup". */
export function unitName(units: readonly BattleUnit[], ref: UnitRef): string {
  const unit = units[unitIndex(units, ref)];
  return unit ? `${ref.side === "attacker" ? "Your" : "Enemy"} ${unit.name}` : "A monster";
}

/** The words for a matchup, or null when the elements are even. */
export function matchupWords(matchup: "strong" | "weak" | undefined): string | null {
  if (matchup === "strong") return "Super effective!";
  if (matchup === "weak") return "Not very effective.";
  return null;
}

function EventText({ event, units }: { event: BattleEvent; units: readonly BattleUnit[] }) {
  const actor = unitName(units, event.actor);
  if (event.action === "stunned") return <>{actor} is stunned and cannot act.</>;
  const verb = event.action === "ability" ? `uses ${event.ability}` : "attacks";
  return (
    <>
      {actor} {verb}.
      {event.effects.map((effect, index) => {
        const target = unitName(units, effect.target);
        const matchup = matchupWords(effect.matchup);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an event's effects never reorder
          <Fragment key={index}>
            {" "}
            {effect.damage !== undefined ? (
              <>
                {target} takes {effect.damage} damage
                {effect.absorbed ? ` (${effect.absorbed} absorbed)` : ""}.
                {matchup ? (
                  <>
                    {" "}
                    <Link to="/elements" className="battle-log__matchup">
                      {matchup}
                    </Link>
                  </>
                ) : null}
                {effect.defeated ? ` ${target} is defeated!` : ""}
              </>
            ) : effect.heal !== undefined ? (
              `${target} recovers ${effect.heal} hp.`
            ) : effect.shield !== undefined ? (
              `${target} gains a ${effect.shield} shield.`
            ) : effect.stun !== undefined ? (
              `${target} is stunned for ${countOf(effect.stun, "turn")}.`
            ) : null}
          </Fragment>
        );
      })}
    </>
  );
}

function Entry({ event, units }: { event: BattleEvent; units: readonly BattleUnit[] }) {
  return (
    <>
      <span className="battle-log__turn">T{event.turn}</span> <EventText event={event} units={units} />
    </>
  );
}

/** The last few events told so far, newest first; screen readers hear each as it comes. */
export function RunningLog({
  events,
  units,
  step,
}: {
  events: readonly BattleEvent[];
  units: readonly BattleUnit[];
  step: number;
}) {
  return (
    <ol className="battle-log" aria-live="polite" data-testid="battle-log">
      {events
        .slice(Math.max(0, step - 6), step)
        .map((event, offset) => ({ event, position: Math.max(0, step - 6) + offset }))
        .reverse()
        .map(({ event, position }) => (
          <li key={position} className={position === step - 1 ? "battle-log__latest" : ""}>
            <Entry event={event} units={units} />
          </li>
        ))}
    </ol>
  );
}

/** Every event, in a disclosure: shown once the result is. */
export function FullLog({ events, units }: { events: readonly BattleEvent[]; units: readonly BattleUnit[] }) {
  return (
    <details className="battle-full-log">
      <summary>Full log ({countOf(events.length, "action")})</summary>
      <ol>
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log never reorders
          <li key={index}>
            <Entry event={event} units={units} />
          </li>
        ))}
      </ol>
    </details>
  );
}
