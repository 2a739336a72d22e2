import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Bar, PageHeader } from "../components/progression/ui";
import { dayInWords, RewardChips } from "../engagement/format";
import { pageMeta } from "../page-meta";
import { requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta(
    "Achievements",
    "The achievements you have unlocked in Monster Arena, and the ones still to come.",
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return { achievements: await context.progression.achievements(user.id) };
}

export default function Achievements() {
  const { achievements } = useLoaderData<typeof loader>();
  const earned = achievements.filter((achievement) => achievement.acquiredAt).length;
  return (
    <section className="container progression-page">
      <PageHeader title="Achievements">
        <span className="muted">
          {earned} of {achievements.length} earned
        </span>
      </PageHeader>
      <ul className="card-grid">
        {achievements.map((achievement) => (
          <li
            key={achievement.key}
            className={`panel achievement ${achievement.acquiredAt ? "achievement--earned" : ""}`}
          >
            <h3>{achievement.name}</h3>
            <p className="achievement__description">{achievement.description}</p>
            <Bar
              value={achievement.progress}
              max={achievement.threshold}
              label={`${achievement.name}: ${achievement.description}`}
              tone="quest"
            />
            <small className="muted">
              {achievement.progress.toLocaleString("en")}/{achievement.threshold.toLocaleString("en")}
            </small>
            <RewardChips reward={achievement.reward} />
            {achievement.acquiredAt ? (
              <small className="achievement__date">Earned {dayInWords(achievement.acquiredAt)}</small>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
