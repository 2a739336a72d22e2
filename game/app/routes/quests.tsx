import { notices } from "@arena/api/words/words";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { Bar, PageHeader } from "../components/progression/ui";
import { RewardChips } from "../engagement/format";
import { pageMeta } from "../page-meta";
import { answer, readForm, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Quests", "Your daily and weekly quests in Monster Arena, and the rewards they bring.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return { quests: await context.progression.quests(user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  return answer(
    await context.progression.claimQuest(user.id, String(form.get("quest") ?? "")),
    ({ name, grant }) => notices.questClaimed(name, grant.granted),
  );
}

export default function Quests() {
  const { quests } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="container progression-page">
      <PageHeader title="Quests" />
      <Flash outcome={result} />
      {(["daily", "weekly"] as const).map((type) => (
        <div key={type} className="panel">
          <h2>{type === "daily" ? "Daily quests" : "Weekly quests"}</h2>
          <p className="muted">
            {type === "daily" ? "Reset every day at 00:00 UTC." : "Reset every Monday at 00:00 UTC."}
          </p>
          <ul className="quest-list">
            {quests
              .filter((quest) => quest.type === type)
              .map((quest) => (
                <li key={quest.key} data-testid={`quest-${quest.key}`}>
                  <div>
                    <strong>{quest.description}</strong> <RewardChips reward={quest.reward} />
                  </div>
                  <Bar value={quest.value} max={quest.target} label={quest.description} tone="quest" />
                  <span className="quest-list__count">
                    {quest.value}/{quest.target}
                  </span>
                  {quest.isClaimed ? (
                    <span className="quest-state quest-state--claimed">
                      <span aria-hidden="true">✓ </span>Claimed
                    </span>
                  ) : quest.isCompleted ? (
                    <Form method="post">
                      <input type="hidden" name="quest" value={quest.key} />
                      <button type="submit" className="button button--primary button--small">
                        Claim
                      </button>
                    </Form>
                  ) : (
                    // Not a button until there is something to claim: what is left, in words.
                    <span className="quest-state quest-state--pending" data-testid="quest-left">
                      {quest.target - quest.value} to go
                    </span>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
