// Teams: one form per team. The player picks a monster (and, if they like, a
// relic) for each of the five slots and saves once; the API checks the whole
// team (ownership, size, nothing twice) and replaces it in one transaction
// (api/src/teams/save-team.ts). Picking a monster or relic that another slot
// has swaps the two slots' picks, so nothing is ever chosen twice; without
// JavaScript the form posts as is and the API names the slot in conflict.
import { qualityName } from "@arena/api/words/display-names";
import { countOf } from "@arena/api/words/words";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { ItemArt, MonsterArt } from "../components/Art";
import { Flash } from "../components/Flash";
import { PageHeader, QualityTag } from "../components/progression/ui";
import { pageMeta } from "../page-meta";
import { done, formInt, readForm, refused, requirePlayer, textInt } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Teams", "Build your teams of monsters for the campaign and the arena in Monster Arena.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  const [teams, inventory] = await Promise.all([
    context.progression.teams(user.id),
    context.progression.inventory(user.id, { sort: "level" }),
  ]);
  return {
    teams,
    monsters: inventory.monsters.map(({ id, name, level, quality, element }) => ({
      id,
      name,
      level,
      quality,
      element,
    })),
    relics: inventory.relics.map(({ id, name, level, quality }) => ({ id, name, level, quality })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  const teamSlot = formInt(form, "teamSlot");
  // The filled slots, in slot order; an empty choice empties the slot.
  const members: { slot: number; monsterId: number; relicId: number | null }[] = [];
  for (let slot = 0; slot < 5; slot++) {
    const monster = String(form.get(`monster-${slot}`) ?? "");
    if (monster === "") continue;
    const relic = String(form.get(`relic-${slot}`) ?? "");
    members.push({ slot, monsterId: textInt(monster), relicId: relic === "" ? null : textInt(relic) });
  }
  const saved = await context.progression.saveTeam(user.id, { teamSlot, members });
  if (saved.ok) return done(`Team ${teamSlot + 1} saved: ${countOf(members.length, "monster")}.`);
  // The API names members by their place in the list ("members.2.monsterId"): show it at the slot.
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(saved.fields)) {
    const match = /^members\.(\d+)\.(monsterId|relicId)$/.exec(key);
    const member = match ? members[Number(match[1])] : undefined;
    fields[member && match ? `${match[2] === "relicId" ? "relic" : "monster"}-${member.slot}` : key] =
      message;
  }
  return refused({ ...saved, fields });
}

interface Choice {
  monster: string;
  relic: string;
}

export default function Teams() {
  const { teams, monsters, relics } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const current = Math.min(
    teams.length - 1,
    Math.max(0, Number.parseInt(params.get("team") ?? "0", 10) || 0),
  );
  const team = teams[current]!;
  // A new team or a saved change starts the form afresh from what is stored.
  const saved = team.members.map((member) => `${member?.monster.id ?? ""}:${member?.relic?.id ?? ""}`).join();
  return (
    <section className="container progression-page">
      <PageHeader title="Teams">
        <Link to="/play" className="button button--primary">
          Play
        </Link>
      </PageHeader>
      <nav className="tabs" aria-label="Teams">
        {teams.map((candidate) => (
          <Link
            key={candidate.slot}
            to={`?team=${candidate.slot}`}
            className={candidate.slot === current ? "tabs__tab tabs__tab--active" : "tabs__tab"}
            aria-current={candidate.slot === current ? "page" : undefined}
          >
            {candidate.name} · {candidate.members.filter(Boolean).length}/5
          </Link>
        ))}
      </nav>
      <p className="muted">
        {current === 0 ? "Team 1 is also your PvP defence team. " : ""}Team power {team.power}. Pick a monster
        and, if you like, a relic for each slot, then save the team.
      </p>
      <Flash outcome={result} />
      <TeamForm
        key={`${current}/${saved}`}
        teamSlot={current}
        team={team}
        monsters={monsters}
        relics={relics}
        fields={result && !result.ok ? result.fields : {}}
      />
    </section>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function TeamForm({
  teamSlot,
  team,
  monsters,
  relics,
  fields,
}: {
  teamSlot: number;
  team: LoaderData["teams"][number];
  monsters: LoaderData["monsters"];
  relics: LoaderData["relics"];
  fields: Record<string, string>;
}) {
  const busy = useNavigation().state !== "idle";
  const [choices, setChoices] = useState<Choice[]>(() =>
    team.members.map((member) => ({
      monster: member ? String(member.monster.id) : "",
      relic: member?.relic ? String(member.relic.id) : "",
    })),
  );
  /** Puts `value` in `slot`; a slot that had it gets what `slot` had (a swap). */
  const choose = (slot: number, kind: keyof Choice, value: string) =>
    setChoices((all) => {
      const previous = all[slot]![kind];
      return all.map((choice, index) => {
        if (index === slot) return { ...choice, [kind]: value };
        if (value !== "" && choice[kind] === value) return { ...choice, [kind]: previous };
        return choice;
      });
    });
  /** The other slot (1-based) that already has this monster or relic, if any. */
  const takenBy = (slot: number, kind: keyof Choice, id: number) => {
    const other = choices.findIndex((choice, index) => index !== slot && choice[kind] === String(id));
    return other === -1 ? null : other + 1;
  };
  const filled = choices.filter((choice) => choice.monster !== "").length;
  const changed = choices.some(
    (choice, slot) =>
      choice.monster !== String(team.members[slot]?.monster.id ?? "") ||
      choice.relic !== String(team.members[slot]?.relic?.id ?? ""),
  );
  return (
    <Form method="post" className="team-form">
      <input type="hidden" name="teamSlot" value={teamSlot} />
      <ol className="team-slots">
        {team.members.map((member, slot) => {
          const monsterError = fields[`monster-${slot}`];
          const relicError = fields[`relic-${slot}`];
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: member slots are positions
              key={slot}
              className="panel team-slot"
              data-testid={`team-slot-${slot}`}
              data-monster-card={member ? "" : undefined}
            >
              <div className="team-slot__head">
                <span className="team-slot__number">{slot + 1}</span>
                {member ? (
                  <>
                    <MonsterArt
                      name={member.monster.name}
                      skinId={member.monster.skinId}
                      quality={member.monster.quality}
                      size={64}
                      eager={slot < 3}
                    />
                    <div>
                      <Link to={`/monsters/${member.monster.id}`}>
                        <strong>{member.monster.name}</strong>
                      </Link>
                      <div className="muted">
                        Lv {member.monster.level} <QualityTag quality={member.monster.quality} />
                      </div>
                      <small className="muted">
                        HP {member.battleStats.maxHp} · ATK {member.battleStats.attack} · DEF{" "}
                        {member.battleStats.defense} · SPD {member.battleStats.speed}
                      </small>
                      {member.relic ? (
                        <small className="team-slot__relic">
                          <ItemArt subject={{ kind: "relic", name: member.relic.name }} size={24} alt="" />
                          {member.relic.name} +{member.relic.level}
                        </small>
                      ) : null}
                    </div>
                  </>
                ) : (
                  <span className="muted">Empty slot</span>
                )}
              </div>
              <div className="team-slot__form">
                <label>
                  Monster
                  <select
                    name={`monster-${slot}`}
                    value={choices[slot]!.monster}
                    onChange={(event) => choose(slot, "monster", event.target.value)}
                    aria-label={`Monster for slot ${slot + 1}`}
                    aria-invalid={monsterError ? true : undefined}
                    aria-describedby={monsterError ? `monster-${slot}-error` : undefined}
                  >
                    <option value="">Empty</option>
                    {monsters.map((monster) => {
                      const taken = takenBy(slot, "monster", monster.id);
                      return (
                        <option key={monster.id} value={monster.id}>
                          {monster.name} · Lv {monster.level} · {qualityName(monster.quality)}
                          {taken !== null ? ` (in slot ${taken})` : ""}
                        </option>
                      );
                    })}
                  </select>
                </label>
                <label>
                  Relic
                  <select
                    name={`relic-${slot}`}
                    value={choices[slot]!.relic}
                    onChange={(event) => choose(slot, "relic", event.target.value)}
                    aria-label={`Relic for slot ${slot + 1}`}
                    aria-invalid={relicError ? true : undefined}
                    aria-describedby={relicError ? `relic-${slot}-error` : undefined}
                  >
                    <option value="">No relic</option>
                    {relics.map((relic) => {
                      const taken = takenBy(slot, "relic", relic.id);
                      return (
                        <option key={relic.id} value={relic.id}>
                          {relic.name} +{relic.level} · {qualityName(relic.quality)}
                          {taken !== null ? ` (in slot ${taken})` : ""}
                        </option>
                      );
                    })}
                  </select>
                </label>
              </div>
              {monsterError ? (
                <p className="field-error" id={`monster-${slot}-error`}>
                  {monsterError}
                </p>
              ) : null}
              {relicError ? (
                <p className="field-error" id={`relic-${slot}-error`}>
                  {relicError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className={changed ? "team-form__actions team-form__actions--unsaved" : "team-form__actions"}>
        <button type="submit" className="button button--primary" disabled={busy}>
          Save team
        </button>
        <span className="muted" data-testid="team-form-state">
          {filled}/5 slots filled{changed ? " · unsaved changes" : ""}
        </span>
      </div>
    </Form>
  );
}
