// The 28-day daily reward calendar: today's day comes from the login streak.
import { rewardInWords } from "@arena/api/words/words";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeading } from "../components/economy";
import { Flash } from "../components/Flash";
import { RewardChips, RewardPictures } from "../engagement/format";
import { pageMeta } from "../page-meta";
import { answer, requirePlayer } from "../player.server";

export const meta: MetaFunction = () =>
  pageMeta("Daily reward", "Claim today's reward in Monster Arena and keep your sign-in streak going.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return context.economy.daily(user.id);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  return answer(
    await context.economy.claimDaily(user.id),
    ({ grant }) =>
      `Claimed: ${rewardInWords(grant.granted)}.` +
      (grant.overflow ? " Your inventory was full: the rest is waiting in your inbox." : ""),
  );
}

export default function Daily() {
  const daily = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="economy-page container">
      <PageHeading
        title="Daily reward"
        lede={`Sign in every day to move along the 28-day calendar.${daily.isVip ? " VIP: your rewards are doubled." : ""}`}
      />
      <Flash outcome={result} />
      <div className={`daily-today${daily.todayClaimed ? " daily-today--claimed" : ""}`}>
        <div data-testid="daily-today" className="daily-today__reward">
          Today (day {daily.todayIndex + 1}): <RewardChips reward={daily.today} />
        </div>
        {daily.claimable ? (
          <Form method="post">
            <button type="submit" className="button button--primary">
              Claim today's reward
            </button>
          </Form>
        ) : (
          <span className="shop-card__owned">
            <span aria-hidden="true">✓ </span>Claimed — come back tomorrow
          </span>
        )}
      </div>
      <ol className="daily-calendar" aria-label="The 28-day calendar">
        {daily.days.map((day, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: calendar days are positions
            key={index}
            className={`daily-calendar__day daily-calendar__day--${day.state}${index === daily.todayIndex ? " daily-calendar__day--today" : ""}`}
            data-testid={`daily-day-${index + 1}`}
            data-state={day.state}
            aria-current={index === daily.todayIndex ? "date" : undefined}
          >
            <span className="daily-calendar__number">Day {index + 1}</span>
            <span className="daily-calendar__reward">
              <RewardPictures reward={day.claimed ?? day.reward} size={28} />
              {rewardInWords(day.claimed ?? day.reward)}
            </span>
            {day.state === "claimed" ? (
              <span className="daily-calendar__state daily-calendar__state--claimed">
                <span aria-hidden="true">✓ </span>Claimed
              </span>
            ) : day.state === "missed" ? (
              <span className="daily-calendar__state">Missed</span>
            ) : day.state === "today" ? (
              <span className="daily-calendar__state daily-calendar__state--today">Today</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
