import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Flash } from "../components/Flash";
import { RewardChips, relativeTime } from "../engagement/format";
import { pageMeta } from "../page-meta";
import { answer, readForm, requirePlayer } from "../player.server";

export const meta: MetaFunction = () => pageMeta("Polls", "Answer the Monster Arena polls and earn rewards.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePlayer(request, context);
  return { current: await context.engagement.currentPoll(user.id), now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requirePlayer(request, context);
  const form = await readForm(request);
  return answer(
    await context.engagement.answerPoll(
      user.id,
      String(form.get("key") ?? ""),
      String(form.get("answer") ?? ""),
    ),
    () => "Thanks for answering!",
  );
}

export default function Polls() {
  const { current, now } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="engagement-page container">
      <header className="engagement-page__header">
        <div>
          <p className="eyebrow">Polls</p>
          <h1>Have your say</h1>
          <p className="engagement-page__lede">The team reads every answer. Some polls carry a reward.</p>
        </div>
      </header>
      <Flash outcome={outcome} />
      {!current ? (
        <p className="engagement-empty">No poll is running right now. Check back soon!</p>
      ) : (
        <article className="poll-card" data-testid="poll-card">
          <p className="poll-card__meta">Ends {relativeTime(current.poll.endsAt, now)}</p>
          <h2 className="poll-card__question">{current.poll.question}</h2>
          {current.poll.rewards && !current.answer ? (
            <div className="poll-card__reward">
              <span>Reward for answering:</span> <RewardChips reward={current.poll.rewards} />
            </div>
          ) : null}
          {current.results ? (
            <ul className="poll-results" aria-label="Results">
              {current.results.options.map((option) => (
                <li
                  key={option.option}
                  className={`poll-result${option.option === current.answer ? " poll-result--mine" : ""}`}
                >
                  <div className="poll-result__label">
                    <span>
                      {option.option}
                      {option.option === current.answer ? " · your answer" : ""}
                    </span>
                    <span>
                      {option.percent}% ({option.count})
                    </span>
                  </div>
                  <div className="poll-result__bar">
                    <span style={{ width: `${option.percent}%` }} />
                  </div>
                </li>
              ))}
              <li className="poll-results__total">{current.results.total} answers</li>
            </ul>
          ) : (
            <Form method="post" className="poll-form">
              <input type="hidden" name="key" value={current.poll.key} />
              <fieldset className="poll-form__options">
                <legend className="visually-hidden">Your answer</legend>
                {current.poll.options.map((option, index) => (
                  <label key={option} className="poll-option">
                    <input type="radio" name="answer" value={option} required defaultChecked={index === 0} />
                    <span>{option}</span>
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="button button--primary" disabled={busy}>
                Answer
              </button>
            </Form>
          )}
        </article>
      )}
    </section>
  );
}
