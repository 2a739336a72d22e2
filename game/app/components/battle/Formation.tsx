// The two teams facing each other: every unit's picture, hp, shield and stun as the
// replay has told them so far. The event being told moves the pictures (styles:
// "Battle viewer" in app.css): its actor lunges at the other side, a hit target
// shakes and flashes, numbers float up, a defeated unit falls and greys out. The
// log says all of it in words; what floats is only for the eyes.
import type { BattleEffect, BattleEvent, BattleUnit, Side } from "@arena/api/battles/simulate";
import { MonsterArt } from "../Art";
import { Bar } from "../progression/ui";
import { matchupWords } from "./BattleLog";
import type { UnitState } from "./battle-state";

/** The markers' icons, drawn (a font's ⛨ is missing on many phones and desktops). */
const markerPaths = {
  shield: "M6 .8 10.6 2.5v3.3c0 2.7-2 4.5-4.6 5.4C3.4 10.3 1.4 8.5 1.4 5.8V2.5Z",
  stun: "M6 .5 7.4 4.6 11.5 6 7.4 7.4 6 11.5 4.6 7.4.5 6 4.6 4.6Z",
};

const sides: readonly { side: Side; title: string }[] = [
  { side: "defender", title: "Enemies" },
  { side: "attacker", title: "Your team" },
];

/** What floats over a unit for one effect: a number, a state, the matchup. */
function floatsOf(effect: BattleEffect): { text: string; tone: string }[] {
  const floats: { text: string; tone: string }[] = [];
  if (effect.damage !== undefined) floats.push({ text: `−${effect.damage}`, tone: "damage" });
  if (effect.absorbed) floats.push({ text: `${effect.absorbed} blocked`, tone: "shield" });
  if (effect.heal !== undefined) floats.push({ text: `+${effect.heal}`, tone: "heal" });
  if (effect.shield !== undefined) floats.push({ text: `+${effect.shield} shield`, tone: "shield" });
  if (effect.stun !== undefined) floats.push({ text: "Stunned!", tone: "stun" });
  const matchup = matchupWords(effect.matchup);
  if (matchup) floats.push({ text: matchup, tone: effect.matchup === "strong" ? "strong" : "weak" });
  return floats;
}

export function Formation({
  units,
  states,
  current,
  step,
}: {
  units: readonly BattleUnit[];
  states: readonly UnitState[];
  /** The event being told (the last one the replay reached), if any. */
  current: BattleEvent | undefined;
  step: number;
}) {
  return (
    // The beat alternates every event, so an animation restarts when the same unit acts twice running.
    <div className="battle-field" data-beat={step % 2 === 0 ? "even" : "odd"}>
      {sides.map(({ side, title }) => (
        <div key={side} className={`battle__side battle__side--${side}`}>
          <h2 className="visually-hidden">{title}</h2>
          <ul className="battle__units">
            {units.map((unit, index) => {
              if (unit.side !== side) return null;
              const state = states[index] ?? { hp: unit.maxHp, shield: 0, stunned: 0 };
              const acting = current?.actor.side === side && current.actor.slot === unit.slot;
              const effects =
                current?.effects.filter(
                  (effect) => effect.target.side === side && effect.target.slot === unit.slot,
                ) ?? [];
              const hit = effects.some((effect) => effect.damage !== undefined);
              const helped = effects.some(
                (effect) => effect.heal !== undefined || effect.shield !== undefined,
              );
              const floats = effects.flatMap(floatsOf);
              if (acting && current?.action === "stunned") floats.push({ text: "Stunned", tone: "stun" });
              return (
                <li
                  key={unit.slot}
                  data-monster-card
                  className={[
                    "battle-unit",
                    state.hp === 0 ? "battle-unit--down" : "",
                    acting && current?.action !== "stunned" ? "battle-unit--acting" : "",
                    hit ? "battle-unit--hit" : "",
                    helped ? "battle-unit--helped" : "",
                  ].join(" ")}
                >
                  <div className="battle-unit__stage">
                    {/* The body falls when defeated; the art inside it lunges and shakes. */}
                    <div className="battle-unit__body">
                      <div className="battle-unit__art">
                        <MonsterArt name={unit.name} skinId={unit.skinId} size={96} eager />
                      </div>
                    </div>
                    {state.shield > 0 || state.stunned > 0 ? (
                      <span className="battle-unit__markers">
                        {state.shield > 0 ? (
                          <span className="battle-unit__marker battle-unit__marker--shield">
                            <svg viewBox="0 0 12 12" width="11" height="11" aria-hidden="true">
                              <path d={markerPaths.shield} fill="currentColor" />
                            </svg>
                            <span className="visually-hidden">Shield</span> {state.shield}
                          </span>
                        ) : null}
                        {state.stunned > 0 ? (
                          <span className="battle-unit__marker battle-unit__marker--stun">
                            <svg viewBox="0 0 12 12" width="11" height="11" aria-hidden="true">
                              <path d={markerPaths.stun} fill="currentColor" />
                            </svg>
                            <span className="visually-hidden">Stunned</span>
                          </span>
                        ) : null}
                      </span>
                    ) : null}
                    {floats.length > 0 ? (
                      // A new key each event: the floating numbers start their rise again.
                      <span key={step} className="battle-unit__floats" aria-hidden="true">
                        {floats.map((float, position) => (
                          <span
                            // biome-ignore lint/suspicious/noArrayIndexKey: one event's floats never reorder
                            key={position}
                            className={`battle-float battle-float--${float.tone}`}
                            style={{ ["--float-index" as string]: position }}
                          >
                            {float.text}
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </div>
                  <strong className="battle-unit__name">{unit.name}</strong>
                  <small className="muted">Lv {unit.level}</small>
                  <Bar value={state.hp} max={unit.maxHp} label={`${unit.name} hp`} tone="hp" />
                  <small className="battle-unit__hp">
                    {state.hp}/{unit.maxHp}
                  </small>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
