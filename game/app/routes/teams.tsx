import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Flash, MonsterPortrait, PageHeader, QualityTag } from "../components/progression/ui";
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
  const slot = formInt(form, "slot");
  try {
    switch (form.get("intent")) {
      case "set": {
        const relic = String(form.get("relicId") ?? "");
        await context.progression.setTeamMember(user.id, {
          teamSlot,
          slot,
          monsterId: formInt(form, "monsterId"),
          relicId: relic === "" ? null : textInt(relic),
        });
        return done(`Slot ${slot + 1} updated.`);
      }
      case "swap":
        await context.progression.swapTeamMembers(user.id, teamSlot, slot, formInt(form, "to"));
        return done("Slots swapped.");
      case "clear":
        await context.progression.clearTeamMember(user.id, teamSlot, slot);
        return done(`Slot ${slot + 1} emptied.`);
      default:
        return done("Nothing to do.");
    }
  } catch (error) {
    return refused(context, error);
  }
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
        {current === 0 ? "Team 1 is also your PvP defence team. " : ""}Team power {team.power}. Each slot
        takes a monster and, optionally, a relic.
      </p>
      <Flash result={result} />
      <ol className="team-slots">
        {team.members.map((member, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: member slots are positions
          <li key={slot} className="panel team-slot" data-testid={`team-slot-${slot}`}>
            <div className="team-slot__head">
              <span className="team-slot__number">{slot + 1}</span>
              {member ? (
                <>
                  <MonsterPortrait
                    name={member.monster.name}
                    element={member.battleStats.element}
                    quality={member.monster.quality}
                  />
                  <div>
                    <strong>{member.monster.name}</strong>
                    <div className="muted">
                      Lv {member.monster.level} <QualityTag quality={member.monster.quality} />
                    </div>
                    <small className="muted">
                      HP {member.battleStats.maxHp} · ATK {member.battleStats.attack} · DEF{" "}
                      {member.battleStats.defense} · SPD {member.battleStats.speed}
                      {member.relic ? ` · ${member.relic.name} +${member.relic.level}` : ""}
                    </small>
                  </div>
                </>
              ) : (
                <span className="muted">Empty slot</span>
              )}
            </div>
            <Form method="post" className="team-slot__form">
              <input type="hidden" name="intent" value="set" />
              <input type="hidden" name="teamSlot" value={current} />
              <input type="hidden" name="slot" value={slot} />
              <label>
                <span className="visually-hidden">Monster for slot {slot + 1}</span>
                <select
                  name="monsterId"
                  defaultValue={member?.monster.id ?? ""}
                  required
                  aria-label={`Monster for slot ${slot + 1}`}
                >
                  <option value="" disabled>
                    Choose a monster
                  </option>
                  {monsters.map((monster) => (
                    <option key={monster.id} value={monster.id}>
                      {monster.name} · Lv {monster.level} · {monster.quality}
                    </option>
                  ))}
                </select>
              </label>
              <select
                name="relicId"
                defaultValue={member?.relic?.id ?? ""}
                aria-label={`Relic for slot ${slot + 1}`}
              >
                <option value="">No relic</option>
                {relics.map((relic) => (
                  <option key={relic.id} value={relic.id}>
                    {relic.name} +{relic.level} · {relic.quality}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button--primary button--small">
                Set
              </button>
            </Form>
            {member ? (
              <div className="team-slot__actions">
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="swap" />
                  <input type="hidden" name="teamSlot" value={current} />
                  <input type="hidden" name="slot" value={slot} />
                  <select name="to" defaultValue={slot === 0 ? 1 : 0} aria-label={`Move slot ${slot + 1} to`}>
                    {[0, 1, 2, 3, 4]
                      .filter((other) => other !== slot)
                      .map((other) => (
                        <option key={other} value={other}>
                          Slot {other + 1}
                        </option>
                      ))}
                  </select>
                  <button type="submit" className="button button--ghost button--small">
                    Swap
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="clear" />
                  <input type="hidden" name="teamSlot" value={current} />
                  <input type="hidden" name="slot" value={slot} />
                  <button type="submit" className="button button--ghost button--small">
                    Clear
                  </button>
                </Form>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
